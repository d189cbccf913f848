// A schema-declared date range (batches: Start Date) through the real API: the SQL condition keeps exactly the
// rows inside the range, bad dates and reversed ranges answer 400 naming the key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, login, startTestServer, type TestServer } from './harness.js';

const url = '/api/auth/v4/glorifire-entities/batch';

/** The ISO day `days` after (or before) this one. */
const nextDay = (iso: string, days = 1) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe.each(engines)('batch list date range on %s', (engine) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    token = (await login(s.app, 'orgadmin')).token!;
  });
  afterAll(async () => { await s?.close(); });

  const get = (query: string) => s.app.inject({ method: 'GET', url: `${url}?${query}`, headers: { 'access-token': token } });

  it('keeps only batches starting within the range, both ends included, and counts them', async () => {
    const statuses = 'status=active,deactivated,completed';
    const all: { startDate: string }[] = [];
    for (let page = 1; ; page++) {
      const { rows: got, totalCount: n } = (await get(`${statuses}&limit=100&page=${page}`)).json().data;
      all.push(...got);
      if (all.length >= n || got.length === 0) break;
    }
    const day = (r: { startDate: string }) => String(r.startDate).slice(0, 10);
    const dates = [...new Set(all.map(day))].sort();
    const count = async (query: string) => {
      const res = await get(`${statuses}&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().data.totalCount as number;
    };
    const within = (from: string, to: string) => all.filter((r) => day(r) >= from && day(r) <= to).length;
    const [first, last] = [dates[0], dates.at(-1)!];
    // Both ends are inclusive; a day past either end leaves their batches out.
    expect(await count(`startDateFrom=${first}&startDateTo=${last}`)).toBe(all.length);
    expect(await count(`startDateFrom=${first}&startDateTo=${first}`)).toBe(within(first, first));
    expect(await count(`startDateFrom=${nextDay(last)}`)).toBe(0);
    expect(await count(`startDateTo=${nextDay(first, -1)}`)).toBe(0);
    const rows = (await get(`${statuses}&startDateFrom=${last}&limit=100`)).json().data.rows as { startDate: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(day(r) >= last).toBe(true);
  });

  it.each([
    ['a bad date', 'startDateFrom=2026-13-01', 'startDateFrom must be a date as yyyy-MM-dd'],
    ['from after to', 'startDateFrom=2026-05-01&startDateTo=2026-04-01', 'startDateTo must be on or after startDateFrom'],
  ])('answers 400 for %s, naming it', async (_name, query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
