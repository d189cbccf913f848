// A job applies its clean preview's plan instead of checking every row again, only while nothing that plan read has
// changed (server/uploads/parkedSheets.ts, migration 0038): a write the preview could not see, committed before the
// job, or a plan made for another user, and the job plans again, so it never writes against stale checks.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadPrincipal } from '../../server/db/repos/users.js';
import { parseSessionFor, planSheet } from '../../server/uploads/analyse.js';
import { planContext, targetOf } from '../../server/uploads/context.js';
import { planStats } from '../../server/uploads/parkedSheets.js';
import { plannerFor } from '../../server/uploads/plan/index.js';
import { uploadTargets } from '../../schemas/uploadTargets.js';
import { sweepTableWrites } from '../../server/uploads/db/tableWrites.js';
import { engines, login } from './harness.js';
import { activeBatch, centreByCode, count, resultFile, STUDENT_HEADER_MULTI, studentRows, upload, uploadSuiteOf, waitForJob, xlsx } from './uploadsKit.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Every upload whose planner names the tables it reads (OperationPlanner.reads), by kind and operation. */
const REUSED = [['crp', 'create'], ['crp', 'centre-transfer'], ['crp', 'batch-association'], ['teacher', 'centre-transfer'], ['teacher', 'batch-association']] as const;

/** The planner of an upload, by kind and operation. */
const plannerOf = (kind: string, op: string) => {
  const target = targetOf(kind, op);
  return plannerFor(target.entity, target.op);
};

describe.each(engines)("a preview's plan applied by its job on %s", (engine) => {
  const u = uploadSuiteOf(engine, { pollMs: 50, leaseMs: 10_000 });

  const preview = async (file: Buffer, as = u.token) => {
    const res = await upload(u.s.app, { path: 'students', entity: 'crp', file, token: as, dryRun: true });
    expect(res.json().data.counts).toMatchObject({ withErrors: 0 });
  };
  const submit = async (file: Buffer, as = u.token) => waitForJob(u.s.app, as, (await upload(u.s.app, { path: 'students', entity: 'crp', file, token: as })).json().data.id);
  const students = (prefix: string) => count(u.s.database, sql`select count(*)::int as n from students where enrolment_no like ${`${prefix}%`}`);
  /** Another transaction creates a student with this enrolment number, as an edit in the console would. */
  const insertStudent = (code: string) => u.s.database.db.execute(sql`insert into students (org_id, program_kind, enrolment_no, name, centre_id, class, status)
    select org_id, 'crp', ${code}, 'Kabir Rao', id, '11th', 'unassociated' from centres where id = ${u.delhi.id}`);

  it('applies the plan when nothing it read has changed, and a write elsewhere does not stop it', async () => {
    const file = xlsx([STUDENT_HEADER_MULTI, ...studentRows('81', 30, u.delhi.name)]);
    await preview(file);
    const before = planStats.reused;
    await u.s.database.db.execute(sql`update teachers set name = name where id = (select min(id) from teachers)`);
    const job = await submit(file);
    expect(job).toMatchObject({ status: 'successful', processedRows: 30, counts: { created: 30, withErrors: 0 } });
    expect(planStats.reused - before).toBe(1);
    expect(await students('81')).toBe(30);
    expect((await resultFile(u.s.app, u.token, job.id)).rows[30][7], "the result file from the preview's plan").toBe('Created');
  });

  it('checks every row again when a student was written after the preview, and fails the row that is now taken', async () => {
    const file = xlsx([STUDENT_HEADER_MULTI, ...studentRows('82', 20, u.delhi.name)]);
    await preview(file);
    await insertStudent('82000007');
    const before = planStats.reused;
    const job = await submit(file);
    expect(planStats.reused - before, 'the plan is made again').toBe(0);
    expect(job.status).toBe('failed');
    expect(job.counts).toMatchObject({ withErrors: 1 });
    expect(await students('82'), 'nothing of the file applied').toBe(1);
  });

  it('checks every row again when the plan was made for another user', async () => {
    const file = xlsx([STUDENT_HEADER_MULTI, ...studentRows('83', 10, u.delhi.name)]);
    await preview(file);
    const before = planStats.reused;
    const job = await submit(file, (await login(u.s.app, 'admin')).token!);
    expect(job).toMatchObject({ status: 'successful', processedRows: 10 });
    expect(planStats.reused - before).toBe(0);
  });

  it("applies a faculty transfer's previewed plan: the faculty moves with the batches the preview showed", async () => {
    const mumbai = await centreByCode(u.s.database, 'MUM-AN');
    const batch = (await activeBatch(u.s.database, mumbai.id)).batchCode;
    const [t] = rowsOf<{ id: number; code: string }>(await u.s.database.db.execute(sql`select id, employee_code as code from teachers
      where staff_kind = 'teacher' and centre_id = ${u.delhi.id} and status = 'active' order by id desc limit 1`));
    const file = xlsx([['Employee Code', 'New Centre', 'New Batches'], [t.code, mumbai.name, batch]]);
    const call = (dryRun: boolean) => upload(u.s.app, { path: 'teachers/centre-transfer', entity: 'teacher', file, token: u.token, dryRun, query: { multiCentre: 'true' } });
    const preview = (await call(true)).json().data;
    expect(preview.counts).toMatchObject({ rows: 1, withErrors: 0, changed: 1 });
    const before = planStats.reused;
    const job = await waitForJob(u.s.app, u.token, (await call(false)).json().data.id);
    expect(job).toMatchObject({ status: 'successful', processedRows: 1 });
    expect(planStats.reused - before).toBe(1);
    const [moved] = rowsOf<{ centre: number; batches: number }>(await u.s.database.db.execute(sql`select centre_id as centre, cardinality(batch_ids)::int as batches from teachers where id = ${t.id}`));
    expect(moved).toEqual({ centre: mumbai.id, batches: 1 });
  });

  it('logs a write to every table a reusable plan reads, in the writing transaction, and sweeps only old entries', async () => {
    // Every planner that names its tables is checked below: REUSED has one upload of each.
    const planners = (list: readonly (readonly [string, string])[]) => new Set(list.map(([kind, op]) => plannerOf(kind, op)));
    const everyUpload = Object.values(uploadTargets).flatMap((t) => t.uploads.operations.map((o) => [t.kind, o.key] as const));
    expect(new Set([...planners(everyUpload)].filter((p) => p.reads))).toEqual(planners(REUSED));
    const reads = new Set(REUSED.flatMap(([kind, op]) => plannerOf(kind, op).reads ?? []));
    expect([...reads].sort()).toEqual(['batches', 'centres', 'staff_roles', 'students', 'students_duplicate_keys', 'subjects', 'teachers']);
    const logged = rowsOf<{ table: string }>(await u.s.database.db.execute(sql`select c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname like 'table_writes_%' and not t.tgisinternal`)).map((r) => r.table);
    expect(logged.sort()).toEqual([...reads].sort());
    await u.s.database.db.transaction(async (tx) => {
      await tx.execute(sql`update batches set batch_code = batch_code where id = (select min(id) from batches)`);
      const [own] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from table_writes where xid = pg_current_xact_id() and table_name = 'batches'`));
      expect(own.n, 'the writing transaction records itself once').toBe(1);
    });
    await u.s.database.db.execute(sql`insert into table_writes (xid, table_name, at) values ('3', 'students', now() - interval '1 hour'), ('4', 'students', now())`);
    await sweepTableWrites(u.s.database.db);
    const left = rowsOf<{ xid: string }>(await u.s.database.db.execute(sql`select xid::text from table_writes where xid in ('3', '4')`)).map((r) => r.xid);
    expect(left, 'an hour-old entry is swept, a recent one stays').toEqual(['4']);
  });

  // Two connections at once, and the server's per-table scan counts: PostgreSQL's own.
  if (engine === 'postgres') {
    it('checks every row again after a write that was running while the preview read and committed after it', async () => {
      const file = xlsx([STUDENT_HEADER_MULTI, ...studentRows('84', 20, u.delhi.name)]);
      // The write's transaction is open (its row unseen) while the preview reads on another connection.
      await u.s.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into students (org_id, program_kind, enrolment_no, name, centre_id, class, status)
          select org_id, 'crp', '84000011', 'Kabir Rao', id, '11th', 'unassociated' from centres where id = ${u.delhi.id}`);
        await preview(file);
      });
      const before = planStats.reused;
      const job = await submit(file);
      expect(planStats.reused - before).toBe(0);
      expect(job.status).toBe('failed');
      expect(await students('84')).toBe(1);
    });

    it("declares every table a reusable plan reads (the database's own count of the scans)", async () => {
      const principal = (await loadPrincipal(u.s.database.db, rowsOf<{ id: number }>(await u.s.database.db.execute(sql`select id from users where username = 'orgadmin'`))[0].id))!;
      const mobile = rowsOf<{ mobile: string }>(await u.s.database.db.execute(sql`select mobile from students where mobile is not null limit 1`))[0].mobile;
      const [a, b] = rowsOf<{ code: string }>(await u.s.database.db.execute(sql`select enrolment_no as code from students
        where program_kind = 'crp' and centre_id = ${u.delhi.id} and status = 'active' and class = '11th' order by id limit 2`)).map((r) => r.code);
      const [t1, t2] = rowsOf<{ code: string }>(await u.s.database.db.execute(sql`select employee_code as code from teachers
        where staff_kind = 'teacher' and centre_id = ${u.delhi.id} and status = 'active' order by id limit 2`)).map((r) => r.code);
      const batch = (await activeBatch(u.s.database, u.delhi.id, '11th')).batchCode;
      const files: Record<string, Buffer> = {
        'crp create': xlsx([STUDENT_HEADER_MULTI, ['8500001', 'Aarav Sharma', u.delhi.name, '11th', '', 'a@example.com', mobile.slice(-10)]]),
        'crp centre-transfer': xlsx([['Enrollment No.', 'New Centre', 'New Batch'], [a, u.delhi.name, '']]),
        'crp batch-association': xlsx([['Centre', 'Enrollment No.', 'New Batch'], [u.delhi.name, b, batch]]),
        'teacher centre-transfer': xlsx([['Employee Code', 'New Centre', 'New Batches'], [t1, u.delhi.name, batch]]),
        'teacher batch-association': xlsx([['Centre', 'Employee Code', 'New Batches'], [u.delhi.name, t2, batch]]),
      };
      expect(Object.keys(files)).toEqual(REUSED.map((r) => r.join(' ')));
      for (const [kind, op] of REUSED) {
        const file = files[`${kind} ${op}`];
        const target = targetOf(kind, op);
        const ctx = planContext(principal, target, { multiCentre: true });
        const session = await parseSessionFor(ctx, file, 'xlsx');
        try {
          // The backend's scan counts not yet reported (pg_stat_xact_*), which a transaction never reports midway:
          // the tables whose counts grow across the plan are the ones it read.
          const read = await u.s.database.db.transaction(async (tx) => {
            const scans = async () => new Map(rowsOf<{ table: string; n: number }>(await tx.execute(sql`select relname as "table",
              (seq_scan + coalesce(idx_scan, 0))::int as n from pg_stat_xact_user_tables`)).map((r) => [r.table, r.n]));
            const before = await scans();
            const plans = await planSheet(tx, ctx, session.sheet);
            expect(plans[0].errors, `${kind} ${op}`).toEqual([]);
            return [...(await scans())].filter(([table, n]) => n > (before.get(table) ?? 0)).map(([table]) => table);
          });
          expect(read.length, `${kind} ${op}`).toBeGreaterThan(0);
          expect(read.filter((t) => !plannerOf(kind, op).reads?.includes(t)), `${kind} ${op} reads only what it declares`).toEqual([]);
        } finally {
          session.close();
        }
      }
    });
  }
});
