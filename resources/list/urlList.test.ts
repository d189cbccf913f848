import { describe, expect, it } from 'vitest';
import { alerts } from '../../schemas/alerts/resources';
import { batches } from '../../schemas';
import { readUrlList, writeUrlList } from './urlList';

const p = (s: string) => new URLSearchParams(s);

describe('a list kept in plain query parameters', () => {
  it('reads page, search, sort and the declared date range keys (startDate / endDate)', () => {
    expect(readUrlList(alerts, p('activeTab=alert&page=3&search=ptm&startDate=2026-11-01&endDate=2026-11-20&sortBy=priorityLevel&sortOrder=asc'))).toEqual({
      page: 3,
      sort: { field: 'priorityLevel', order: 'ASC' },
      filter: { q: 'ptm', startDate: '2026-11-01', endDate: '2026-11-20' },
    });
  });

  it('starts at page 1 with the default sort, and ignores bad values; a bad date is left for the request to drop and name', () => {
    expect(readUrlList(alerts, p('page=-2&search=ab&startDate=2026-02-30&sortBy=userName'))).toEqual({
      page: 1,
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { startDate: '2026-02-30' },
    });
  });

  it('writes its own keys and keeps the page\u2019s (activeTab, isHistoryView)', () => {
    const next = writeUrlList(alerts, { page: 2, sort: { field: 'createdAt', order: 'DESC' }, filter: { q: 'mark', startDate: '2026-11-01' } }, p('activeTab=escalation&isHistoryView=true&page=5&endDate=2026-11-30'));
    expect(Object.fromEntries(next)).toEqual({ activeTab: 'escalation', isHistoryView: 'true', page: '2', search: 'mark', startDate: '2026-11-01' });
  });

  it('round-trips dropdown filters as comma lists and a non-default sort', () => {
    const state = { page: 1, sort: { field: 'batchCode', order: 'DESC' as const }, filter: { centre: ['1', '2'], startDateFrom: '2026-04-01' } };
    const url = writeUrlList(batches, state, p(''));
    expect(url.toString()).toBe('sortBy=batchCode&sortOrder=desc&centre=1%2C2&startDateFrom=2026-04-01');
    expect(readUrlList(batches, url)).toEqual(state);
  });
});
