// The student count summary (migration 0003) and the likely-duplicate keys table (0036) stay exact through inserts,
// updates, deletes and truncates, and list totals answered from the summary equal a real count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { duplicateKey } from '../../server/db/duplicateKeys.js';
import { crpStudents } from '../../schemas/students.js';

const base = '/api/auth/v4/glorifire-entities';
type Group = { org_id: number; program_kind: string; status: string; centre_id: number; class: string; n: number };

describe.each(engines)('student count summary and duplicate keys on %s', (engine) => {
  let s: TestServer;
  let token: string;
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await s.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const counted = () => rows<Group>(sql`select org_id, program_kind, status, centre_id, class, count(*)::int as n
    from students group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
  const summary = () => rows<Group>(sql`select org_id, program_kind, status, centre_id, class, n from student_counts
    where n <> 0 order by 1, 2, 3, 4, 5`);

  // The keys as server/db/duplicateKeys.ts's duplicateKey computes them from the student rows (the check's own SQL,
  // which migration 0036's triggers must match), and as the table holds them.
  type Keys = { id: number; org_id: number; mobile_key: string | null; email_id_key: string | null };
  const field = (key: string) => crpStudents.fields.find((f) => f.key === key)!;
  const computedKeys = () => rows<Keys>(sql`select id, org_id, ${duplicateKey(field('mobile'), sql`mobile`)} as mobile_key,
    ${duplicateKey(field('emailId'), sql`email_id`)} as email_id_key from students order by id`);
  const keyTable = () => rows<Keys>(sql`select id, org_id, mobile_key, email_id_key from students_duplicate_keys order by id`);

  beforeAll(async () => {
    s = await startTestServer(engine);
    token = (await login(s.app, 'orgadmin')).token!;
  });
  afterAll(async () => { await s?.close(); });

  it('matches a real count after seeding', async () => {
    const real = await counted();
    expect(real.length).toBeGreaterThan(10);
    expect(await summary()).toEqual(real);
    const keys = await keyTable();
    expect(keys.filter((k) => k.mobile_key !== null).length).toBeGreaterThan(10);
    expect(keys).toEqual(await computedKeys());
  });

  it('follows inserts, moves between groups, deletes and a rolled-back transaction', async () => {
    const { db } = s.database;
    await db.execute(sql`insert into students (org_id, program_kind, enrolment_no, name, centre_id, class, status)
      select org_id, program_kind, 'SUMTEST' || id, name, centre_id, class, status from students order by id limit 300`);
    await db.execute(sql`update students set status = 'deactivated', class = '12th' where enrolment_no like 'SUMTEST%' and id % 3 = 0`);
    await db.execute(sql`update students set email_id = 'Same@Example.com' where enrolment_no like 'SUMTEST%'`);
    await db.execute(sql`update students set mobile = '+91' || (5550000000 + id)::text where enrolment_no like 'SUMTEST%' and id % 2 = 0`);
    await db.execute(sql`update students set centre_id = centre_id, status = status where enrolment_no like 'SUMTEST%'`);
    await db.execute(sql`delete from students where enrolment_no like 'SUMTEST%' and id % 5 = 0`);
    await expect(db.transaction(async (tx) => {
      await tx.execute(sql`update students set centre_id = (select min(id) from centres) where enrolment_no like 'SUMTEST%'`);
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(await summary()).toEqual(await counted());
    const keys = await keyTable();
    expect(keys.filter((k) => k.email_id_key === 'same@example.com').length).toBe(240);
    expect(keys.filter((k) => k.mobile_key?.startsWith('555')).length).toBe(120);
    expect(keys).toEqual(await computedKeys());
    await db.execute(sql`delete from students where enrolment_no like 'SUMTEST%'`);
    expect(await summary()).toEqual(await counted());
    expect(await keyTable()).toEqual(await computedKeys());
  });

  it('gives list totals equal to a real count, with and without filters it can answer', async () => {
    const [{ centre }] = await rows<{ centre: number }>(sql`select centre_id as centre from students where program_kind = 'crp' limit 1`);
    for (const query of ['', `centre=${centre}`, `centre=${centre}&status=active&class=11th`, 'status=completed,deactivated']) {
      const res = await s.app.inject({ url: `${base}/crp?${query}`, headers: { 'access-token': token } });
      const params = new URLSearchParams(query);
      const where = [sql`program_kind = 'crp'`];
      if (params.get('centre')) where.push(sql`centre_id = ${Number(params.get('centre'))}`);
      if (params.get('status')) where.push(sql`status = any(${sql.param(params.get('status')!.split(','))}::text[])`);
      if (params.get('class')) where.push(sql`class = ${params.get('class')}`);
      const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from students where ${sql.join(where, sql` and `)}`);
      expect(res.json().data.totalCount, query).toBe(n);
    }
  });

  it('empties with a truncate', async () => {
    await s.database.db.execute(sql`truncate students cascade`);
    expect(await summary()).toEqual([]);
    expect(await keyTable()).toEqual([]);
  });
});
