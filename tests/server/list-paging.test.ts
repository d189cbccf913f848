// Pages merged from one index walk per (status, centre) (server/entities/mergedPage.ts) equal the plain ORDER BY
// of the whole list: same rows, same order, none twice, none skipped, for every sort and direction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { engines, login, startTestServer, type TestServer } from './harness.js';

const base = '/api/auth/v4/glorifire-entities';

describe.each(engines)('merged list pages on %s', (engine) => {
  let s: TestServer;
  let token: string;
  let centres: number[];
  const ids = async (where: SQL, order: SQL, offset: number, limit: number) =>
    ((await s.database.db.execute(sql`select id from students where program_kind = 'crp' and ${where}
      order by ${order} limit ${limit} offset ${offset}`)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);

  beforeAll(async () => {
    s = await startTestServer(engine);
    token = (await login(s.app, 'orgadmin')).token!;
    centres = ((await s.database.db.execute(sql`select distinct centre_id from students where program_kind = 'crp' order by 1`)) as unknown as
      { rows: { centre_id: number }[] }).rows.map((r) => r.centre_id);
  });
  afterAll(async () => { await s?.close(); });

  const cases = () => [
    { query: 'sortBy=name&sortOrder=asc', where: sql`true`, order: sql`name asc, id asc` },
    { query: 'sortBy=enrolmentNo&sortOrder=desc&status=active,deactivated', where: sql`status in ('active', 'deactivated')`, order: sql`enrolment_no desc, id desc` },
    { query: `sortBy=name&sortOrder=desc&centre=${centres[0]},${centres[1]}&status=active`, where: sql`status = 'active' and centre_id in (${centres[0]}, ${centres[1]})`, order: sql`name desc, id desc` },
    { query: 'sortBy=name&sortOrder=asc&class=11th', where: sql`class = '11th'`, order: sql`name asc, id asc` },
  ];

  it.each([0, 1, 2, 3])('case %i: pages 1, 2 and a deep one match ORDER BY over the whole list', async (n) => {
    const c = cases()[n];
    const first = (await s.app.inject({ url: `${base}/crp?${c.query}&limit=100`, headers: { 'access-token': token } })).json().data;
    const last = Math.ceil(first.totalCount / 100);
    expect(last).toBeGreaterThan(2);
    for (const page of [1, 2, last - 1, last]) {
      const res = await s.app.inject({ url: `${base}/crp?${c.query}&limit=100&page=${page}`, headers: { 'access-token': token } });
      const got = (res.json().data.rows as { id: number }[]).map((r) => r.id);
      expect(got, `${c.query} page ${page}`).toEqual(await ids(c.where, c.order, (page - 1) * 100, 100));
    }
  });
});
