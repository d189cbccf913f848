// A student's organisation (migration 0032), centre and batch (0005) must exist: checked once per statement by triggers
// instead of FOREIGN KEY constraints, with the same guarantees and the same error code, 23503, on both sides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, startTestServer, type TestServer } from './harness.js';

describe.each(engines)('student references on %s', (engine) => {
  let s: TestServer;
  let centre: number, batch: number, freeBatch: number, org: number;
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await s.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  /** The SQLSTATE a statement fails with (drizzle wraps the driver's error in `cause`), or null. */
  const codeOf = async (q: ReturnType<typeof sql>) => {
    try {
      await s.database.db.execute(q);
      return null;
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string } };
      return e.cause?.code ?? e.code ?? String(err);
    }
  };
  const student = (enrolment: string, centreId: number, batchId: number | null) => sql`insert into students
    (org_id, program_kind, enrolment_no, name, centre_id, batch_id, class, status)
    values (${org}, 'crp', ${enrolment}, 'Ref Test', ${centreId}, ${batchId}, '11th', 'active')`;

  beforeAll(async () => {
    s = await startTestServer(engine);
    [{ org, centre, batch }] = await rows<{ org: number; centre: number; batch: number }>(sql`
      select org_id as org, centre_id as centre, batch_id as batch from students where batch_id is not null order by id limit 1`);
    [{ freeBatch }] = await rows<{ freeBatch: number }>(sql`insert into batches (org_id, centre_id, batch_code, class, course_program_id, start_date, end_date)
      select org_id, centre_id, 'REFTEST-FREE', class, course_program_id, start_date, end_date from batches where id = ${batch} returning id as "freeBatch"`);
  });
  afterAll(async () => { await s?.close(); });

  it('refuses a student naming a centre or batch that does not exist, on insert and on update', async () => {
    expect(await codeOf(student('REFTEST1', 999_999, null))).toBe('23503');
    expect(await codeOf(student('REFTEST1', centre, 999_999))).toBe('23503');
    expect(await codeOf(student('REFTEST1', centre, batch))).toBeNull();
    expect(await codeOf(sql`update students set centre_id = 999999 where enrolment_no = 'REFTEST1'`)).toBe('23503');
    expect(await codeOf(sql`update students set batch_id = 999999 where enrolment_no = 'REFTEST1'`)).toBe('23503');
    // One bad row among many fails the whole statement.
    expect(await codeOf(sql`update students set batch_id = case when enrolment_no = 'REFTEST1' then 999999 else batch_id end
      where org_id = ${org}`)).toBe('23503');
    expect(await codeOf(sql`update students set batch_id = null, status = 'unassociated' where enrolment_no = 'REFTEST1'`)).toBeNull();
    expect(await rows(sql`select 1 from students where enrolment_no = 'REFTEST1' and batch_id is null`)).toHaveLength(1);
  });

  it('refuses a student naming an organisation that does not exist, on insert and on update', async () => {
    expect(await codeOf(sql`insert into students (org_id, program_kind, enrolment_no, name, centre_id, batch_id, class, status)
      values (999999, 'crp', 'REFTEST-ORG', 'Ref Test', ${centre}, null, '11th', 'unassociated')`)).toBe('23503');
    expect(await codeOf(sql`update students set org_id = 999999 where id = (select min(id) from students)`)).toBe('23503');
    expect(await rows(sql`select 1 from students where enrolment_no = 'REFTEST-ORG' or org_id = 999999`)).toHaveLength(0);
  });

  it('refuses deleting, renumbering or truncating an organisation that students name, and allows it otherwise', async () => {
    // Organisations of their own, named by nothing else (the other tables' foreign keys would refuse for them).
    const [{ held }] = await rows<{ held: number }>(sql`insert into organisations (name, code) values ('Ref Held', 'REF-HELD') returning id as held`);
    const [{ free }] = await rows<{ free: number }>(sql`insert into organisations (name, code) values ('Ref Free', 'REF-FREE') returning id as free`);
    await s.database.db.execute(sql`insert into students (org_id, program_kind, enrolment_no, name, centre_id, batch_id, class, status)
      values (${held}, 'crp', 'REFTEST-HELD', 'Ref Test', ${centre}, null, '11th', 'unassociated')`);
    expect(await codeOf(sql`delete from organisations where id = ${held}`)).toBe('23503');
    expect(await codeOf(sql`update organisations set id = 999996 where id = ${held}`)).toBe('23503');
    expect(await codeOf(sql`update organisations set name = 'Ref Held Again' where id = ${held}`)).toBeNull();
    expect(await codeOf(sql`update organisations set id = 999995 where id = ${free}`)).toBeNull();
    expect(await codeOf(sql`delete from organisations where id = 999995`)).toBeNull();
    await s.database.db.execute(sql`delete from students where enrolment_no = 'REFTEST-HELD'`);
    expect(await codeOf(sql`delete from organisations where id = ${held}`)).toBeNull();
  });

  it('refuses deleting, renumbering or truncating a centre or batch that students name, and allows it otherwise', async () => {
    expect(await codeOf(sql`delete from batches where id = ${batch}`)).toBe('23503');
    expect(await codeOf(sql`update batches set id = 999998 where id = ${batch}`)).toBe('23503');
    expect(await codeOf(sql`update batches set batch_code = batch_code where id = ${batch}`)).toBeNull();
    expect(await codeOf(sql`delete from centres where id = ${centre}`)).toBe('23503');
    expect(await codeOf(sql`truncate batches cascade`)).not.toBeNull();
    expect(await codeOf(sql`update batches set id = 999997 where id = ${freeBatch}`)).toBeNull();
    expect(await codeOf(sql`delete from batches where id = 999997`)).toBeNull();
  });

  it('locks the centres and batches a statement names until its transaction ends (on PostgreSQL, where a second connection exists)', async () => {
    if (engine !== 'postgres') return;
    const pool = s.database.pool!;
    const writer = await pool.connect();
    const deleter = await pool.connect();
    try {
      const [{ b }] = (await writer.query(`insert into batches (org_id, centre_id, batch_code, class, course_program_id, start_date, end_date)
        select org_id, centre_id, 'REFTEST-LOCK', class, course_program_id, start_date, end_date from batches where id = $1 returning id as b`, [batch])).rows;
      await writer.query('begin');
      await writer.query(`insert into students (org_id, program_kind, enrolment_no, name, centre_id, batch_id, class, status)
        values ($1, 'crp', 'REFTEST2', 'Ref Test', $2, $3, '11th', 'active')`, [org, centre, b]);
      // The delete waits for the writer's lock; once the writer commits it finds the new student and fails.
      const deleting = deleter.query('delete from batches where id = $1', [b]).then(() => null, (e: { code?: string }) => e.code);
      await new Promise((r) => setTimeout(r, 200));
      await writer.query('commit');
      expect(await deleting).toBe('23503');
    } finally {
      writer.release();
      deleter.release();
    }
  });
});
