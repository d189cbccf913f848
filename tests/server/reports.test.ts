// The operations reports (issue 24 item 5) through the real API on both engines: each declared report answers rows
// over its range in the user's scope, downloads as .xlsx with the declared headers, and is granted by its title.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONAL_REPORTS, reportByKey } from '../../schemas/reports/index.js';
import { engines, login } from './harness.js';
import { closeUploadSuite, openUploadSuite, readXlsx, type UploadSuite } from './uploadsKit.js';

type Row = Record<string, string | number | null>;

describe.each(engines)('operations reports on %s', (engine) => {
  let suite: UploadSuite;
  let aoToken: string;
  let centreToken: string;
  const get = (url: string, token = suite.token) => suite.s.app.inject({ method: 'GET', url: `/api/${url}`, headers: { 'access-token': token } });
  const rows = async (key: string, query = '', token = suite.token) => {
    const res = await get(`${reportByKey(key)!.api}${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { from: string; to: string; rows: Row[] };
  };

  beforeAll(async () => {
    suite = await openUploadSuite(engine);
    aoToken = (await login(suite.s.app, 'ao')).token!;
    centreToken = (await login(suite.s.app, 'centreadmin')).token!;
  });
  afterAll(async () => { await closeUploadSuite(suite); });

  it.each(OPERATIONAL_REPORTS.map((r) => r.key))('%s answers its declared columns over the last four weeks by default', async (key) => {
    const report = reportByKey(key)!;
    const answer = await rows(key);
    expect(answer.to).toBe(new Date().toISOString().slice(0, 10));
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(Object.keys(answer.rows[0]).sort()).toEqual(report.columns.map((c) => c.key).sort());
    const file = await get(`${report.api}/download`);
    expect(file.statusCode).toBe(200);
    expect(readXlsx(file.rawPayload)[0]).toEqual(report.columns.map((c) => c.label));
  });

  it('counts the time table and its attendance per batch, and keeps to the asked centre', async () => {
    const { rows: all } = await rows('time-table-and-attendance-report', `?centre=${suite.delhi.id}`);
    expect(all.every((r) => r.centre === suite.delhi.name)).toBe(true);
    const busy = all.filter((r) => Number(r.held) > 0);
    expect(busy.length).toBeGreaterThan(0);
    // The demo marks most past classes: some are marked, none more than held.
    expect(busy.some((r) => Number(r.marked) > 0)).toBe(true);
    expect(busy.every((r) => Number(r.marked) <= Number(r.held) && Number(r.held) <= Number(r.scheduled))).toBe(true);
    const hours = (await rows('teaching-hours-report')).rows;
    expect(hours.some((r) => Number(r.hours) > 0)).toBe(true);
    expect(Number(hours[0].hours)).toBeGreaterThanOrEqual(Number(hours.at(-1)!.hours));
  });

  it('scopes an AO to their centres and refuses a user without the report', async () => {
    const { rows: mine } = await rows('centre-batch-student-faculty-report', '', aoToken);
    expect(mine.map((r) => r.centre).sort()).toEqual(['Kolkata Salt Lake', 'Mumbai Andheri']);
    expect((await rows('centre-batch-student-faculty-report', `?centre=${suite.delhi.id}`, aoToken)).rows).toEqual([]);
    expect((await get(reportByKey('ptm-report')!.api, centreToken)).statusCode).toBe(403);
  });

  it('takes a date range and refuses a reversed one', async () => {
    const answer = await rows('weekly-closure-report', '?from=2026-01-05&to=2026-01-18');
    expect(answer).toMatchObject({ from: '2026-01-05', to: '2026-01-18' });
    expect(new Set(answer.rows.map((r) => r.week))).toEqual(new Set(['2026-01-05', '2026-01-12']));
    expect((await get(`${reportByKey('weekly-closure-report')!.api}?from=2026-02-01&to=2026-01-01`)).statusCode).toBe(400);
  });
});
