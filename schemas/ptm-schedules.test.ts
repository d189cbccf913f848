import { describe, expect, it } from 'vitest';
import { ptmScheduleQuery } from './api/ptm';
import { ptmScheduleList } from './ptm-schedules';

const labels = () => ptmScheduleList.list.columns.map((k) => ptmScheduleList.fields.find((f) => f.key === k)!.label);

describe('the PTM schedule list (defineResource, the core only)', () => {
  it('has the view\u2019s columns, 8 a page with at most 6 page tabs (entities-spec \u00a79), the PTM ability', () => {
    expect(labels()).toEqual(['Centre', 'Enrollment No', 'Student Name', 'Class', 'Batch', 'Start Time', 'End Time', 'Subjects', 'Attendees']);
    expect(ptmScheduleList.list.pageSize).toBe(8);
    expect(ptmScheduleList.list.maxPageTabs).toBe(6);
    expect(ptmScheduleList.access).toEqual({ list: 'PTM Schedule' });
    for (const block of ['uploads', 'statusChange', 'contacts', 'export', 'rowActions'] as const) expect(ptmScheduleList[block]).toBeUndefined();
  });

  it('filters by centre, by batch of the chosen centres and by a date range under startDate / endDate; no search', () => {
    expect(ptmScheduleList.list.filters.map((f) => [f.key, f.placeholder, f.dependsOn])).toEqual([['centre', 'All Centres', undefined], ['batch', 'All Batches', 'centre']]);
    expect(ptmScheduleList.list.dateRanges).toEqual([{ key: 'startTime', field: 'startTime', label: 'Date', fromKey: 'startDate', toKey: 'endDate' }]);
    expect(ptmScheduleList.list.search.fields).toEqual([]);
  });

  it('is asked GET auth/ptm/schedules with the endpoint\u2019s own query, in its fixed order: no column sorts', () => {
    expect(ptmScheduleList.api).toEqual({ list: 'auth/ptm/schedules', listRequest: { method: 'GET', sort: false, query: ptmScheduleQuery } });
    expect(ptmScheduleList.fields.filter((f) => f.sortable)).toEqual([]);
  });

  it('the endpoint\u2019s query takes id lists and yyyy-MM-dd days, nothing else', () => {
    expect(ptmScheduleQuery.parse({ centre: '1,2', startDate: '2031-05-10', page: '2', limit: '8' })).toMatchObject({ centre: [1, 2], batch: [], page: 2, limit: 8 });
    for (const bad of [{ centre: 'Delhi' }, { startDate: '10/05/2031' }, { sortBy: 'startTime' }]) expect(ptmScheduleQuery.safeParse(bad).success).toBe(false);
  });
});
