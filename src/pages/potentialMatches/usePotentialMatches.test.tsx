// The controller with a fake API (the real server is exercised by tests/server and tests/e2e): required filters,
// the exact toasts, paging one table, prefill and search from the address.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PotentialMatchesAnswer, PotentialMatchTable, PotentialMatchType } from '../../../schemas/api/potentialMatches';
import { feedback } from '../../shell/feedback';
import { MatchesError, type MatchesApi } from './potentialMatchesApi';
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

const at = (url: string) => ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
const fill = (c: ReturnType<typeof usePotentialMatches>) => {
  c.setField('school', 'Doha'); c.setField('city', 'Doha'); c.setField('classValue', '11th'); c.setField('targetExam', 'NEET Two Year');
};

describe('usePotentialMatches', () => {
  afterEach(() => feedback.hideToast());

  it('sends nothing until all four filters are given, naming each missing one', async () => {
    const api = fakeApi(async () => ALL);
    const { result } = renderHook(() => usePotentialMatches(api), { wrapper: at('/exam-result/potential-matches') });
    await waitFor(() => expect(result.current.options).toEqual(OPTIONS));
    act(() => result.current.search());
    expect(result.current.errors).toEqual({ school: 'School is required', city: 'City is required', classValue: 'Class is required', targetExam: 'Target Exam is required' });
    expect(api.list).not.toHaveBeenCalled();
  });

  it('searches, toasts the exact success words, and pages one table with the searched filters', async () => {
    const api = fakeApi(async (_f, page, type) => (type ? { tables: [table(type, page)] } : ALL));
    const { result } = renderHook(() => usePotentialMatches(api), { wrapper: at('/exam-result/potential-matches') });
    act(() => fill(result.current));
    expect(api.list).not.toHaveBeenCalled();
    act(() => result.current.search());
    await waitFor(() => expect(result.current.tables).toHaveLength(4));
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(feedback.getState().toast).toMatchObject({ kind: 'success', message: 'Successfully fetched potential matches' });
    act(() => result.current.setField('school', 'Elsewhere'));
    act(() => result.current.changePage('city', 2));
    await waitFor(() => expect(result.current.tables?.find((t) => t.type === 'city')?.page).toBe(2));
    expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ school: 'Doha' }), 2, 'city');
    expect(result.current.tables?.find((t) => t.type === 'school')?.page).toBe(1);
  });

  it('toasts the exact failure words and keeps the server’s reason for the page', async () => {
    const api = fakeApi(async () => { throw new MatchesError('Too many requests for potential matches. Please try again in 9 seconds.', 429); });
    const { result } = renderHook(() => usePotentialMatches(api), { wrapper: at('/potential-matches') });
    act(() => fill(result.current));
    act(() => result.current.search());
    await waitFor(() => expect(result.current.failure).toMatch(/Too many requests/));
    expect(feedback.getState().toast).toMatchObject({ kind: 'error', message: 'Failed to fetch potential matches' });
  });

  it('prefills from the address and searches at once when all four are there', async () => {
    const api = fakeApi(async () => ALL);
    const { result } = renderHook(() => usePotentialMatches(api), {
      wrapper: at('/potential-matches?school=Doha&city=Doha&classValue=11th&targetExam=NEET%20Two%20Year'),
    });
    await waitFor(() => expect(result.current.tables).toHaveLength(4));
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(api.list).toHaveBeenCalledWith({ school: 'Doha', city: 'Doha', classValue: '11th', targetExam: 'NEET Two Year' }, 1, undefined);
  });
});
