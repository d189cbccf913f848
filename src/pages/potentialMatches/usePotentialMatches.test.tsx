// The controller with a fake API (the real server is exercised by tests/server and tests/e2e): required filters,
// the exact toasts, paging one table, prefill and search from the address, the organisation token on every call.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PotentialMatchesAnswer, PotentialMatchTable, PotentialMatchType } from '../../../schemas/api/potentialMatches';
import { feedback } from '../../shell/feedback';
import { ORG_TOKEN_MESSAGES } from '../../../schemas/api/potentialMatches';
import { createMatchesApi, MatchesError, type MatchesApi } from './potentialMatchesApi';
import { usePotentialMatches } from './usePotentialMatches';

const table = (type: PotentialMatchType, page = 1): PotentialMatchTable => ({
  type, page, pageSize: 10, totalCount: 25,
  rows: [{ name: `${type} ${page}`, school: 'Doha', city: null, classValue: '11th', targetExam: 'NEET Two Year', status: 'Alumni' }],
});
const ALL: PotentialMatchesAnswer = { tables: (['school', 'city', 'class', 'rpi'] as const).map((t) => table(t)) };
const OPTIONS = { schools: ['Doha'], cities: ['Doha'], classValues: ['11th'], targetExams: ['NEET Two Year'] };

function fakeApi(list: MatchesApi['list']): MatchesApi {
  return { options: vi.fn(async () => OPTIONS), list: vi.fn(list) };
}

const TOKEN = 'crm-signed.token';
const PAGE = `/exam-result/potential-matches?orgToken=${TOKEN}`;
const at = (url: string) => ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
const fill = (c: ReturnType<typeof usePotentialMatches>) => {
  c.setField('school', 'Doha'); c.setField('city', 'Doha'); c.setField('classValue', '11th'); c.setField('targetExam', 'NEET Two Year');
};

describe('usePotentialMatches', () => {
  afterEach(() => feedback.hideToast());

  it('sends nothing until all four filters are given, naming each missing one', async () => {
    const api = fakeApi(async () => ALL);
    const { result } = renderHook(() => usePotentialMatches(api), { wrapper: at(PAGE) });
    await waitFor(() => expect(result.current.options).toEqual(OPTIONS));
    act(() => result.current.search());
    expect(result.current.errors).toEqual({ school: 'School is required', city: 'City is required', classValue: 'Class is required', targetExam: 'Target Exam is required' });
    expect(api.list).not.toHaveBeenCalled();
  });

  it('searches, toasts the exact success words, and pages one table with the searched filters', async () => {
    const api = fakeApi(async (_t, _f, page, type) => (type ? { tables: [table(type, page)] } : ALL));
    const { result } = renderHook(() => usePotentialMatches(api), { wrapper: at(PAGE) });
    act(() => fill(result.current));
    expect(api.list).not.toHaveBeenCalled();
    act(() => result.current.search());
    await waitFor(() => expect(result.current.tables).toHaveLength(4));
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(feedback.getState().toast).toMatchObject({ kind: 'success', message: 'Successfully fetched potential matches' });
    act(() => result.current.setField('school', 'Elsewhere'));
    act(() => result.current.changePage('city', 2));
    await waitFor(() => expect(result.current.tables?.find((t) => t.type === 'city')?.page).toBe(2));
    expect(api.list).toHaveBeenLastCalledWith(TOKEN, expect.objectContaining({ school: 'Doha' }), 2, 'city');
    expect(result.current.tables?.find((t) => t.type === 'school')?.page).toBe(1);
  });

  it('toasts the exact failure words and keeps the server’s reason for the page', async () => {
    const api = fakeApi(async () => { throw new MatchesError('Too many requests for potential matches. Please try again in 9 seconds.', 429); });
    const { result } = renderHook(() => usePotentialMatches(api), { wrapper: at(`/potential-matches?orgToken=${TOKEN}`) });
    act(() => fill(result.current));
    act(() => result.current.search());
    await waitFor(() => expect(result.current.failure).toMatch(/Too many requests/));
    expect(feedback.getState().toast).toMatchObject({ kind: 'error', message: 'Failed to fetch potential matches' });
  });

  it('prefills from the address and searches at once when all four are there', async () => {
    const api = fakeApi(async () => ALL);
    const { result } = renderHook(() => usePotentialMatches(api), {
      wrapper: at(`/potential-matches?school=Doha&city=Doha&classValue=11th&targetExam=NEET%20Two%20Year&orgToken=${TOKEN}`),
    });
    await waitFor(() => expect(result.current.tables).toHaveLength(4));
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(api.list).toHaveBeenCalledWith(TOKEN, { school: 'Doha', city: 'Doha', classValue: '11th', targetExam: 'NEET Two Year' }, 1, undefined);
    expect(api.options).toHaveBeenCalledWith(TOKEN);
  });

  it('without an organisation token in the address, says so at once and sends no request', async () => {
    const fetchFn = vi.fn(async () => new Response('{}'));
    const { result } = renderHook(() => usePotentialMatches(createMatchesApi(fetchFn)), { wrapper: at('/potential-matches') });
    expect(result.current.failure).toBe(ORG_TOKEN_MESSAGES.missing);
    act(() => fill(result.current));
    act(() => result.current.search());
    await waitFor(() => expect(feedback.getState().toast).toMatchObject({ kind: 'error', message: 'Failed to fetch potential matches' }));
    expect(result.current.failure).toBe(ORG_TOKEN_MESSAGES.missing);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('sends the token in the X-Org-Token header, and shows a refused token before any search', async () => {
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ code: 403, message: ORG_TOKEN_MESSAGES.expired, data: null }), { status: 403 }));
    const { result } = renderHook(() => usePotentialMatches(createMatchesApi(fetchFn)), { wrapper: at(PAGE) });
    await waitFor(() => expect(result.current.failure).toBe(ORG_TOKEN_MESSAGES.expired));
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/salesforceAuth\/potential-matches\/options$/);
    expect(init.headers).toMatchObject({ 'x-org-token': TOKEN });
    expect(url).not.toContain(TOKEN);
  });
});
