// Issue 24's rule figures: a full rule pass over the organisation, and the re-check after one write (MARK_ATTENDANCE
// of one centre, as after saving a class's marks; target p95 ≤ 50 ms), with the whole-organisation re-check beside
// it for comparison, on PGlite and PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL's server), on the demo set
// (BENCH_RULE_STUDENTS students, 20,000 by default) plus BENCH_RULE_CLASSES generated time-table classes (0).
import { sql } from 'drizzle-orm';
import { migrate, openDatabase, type Database } from '../../server/db/client.js';
import { seedDemo } from '../../server/seed/index.js';
import { recheckAlerts, runRulePass } from '../../server/alerts/recheck.js';
import { createScratchDatabase } from '../server/harness.js';
import { printTable, summarise } from './util.js';

const STUDENTS = Number(process.env.BENCH_RULE_STUDENTS ?? 20_000);
const EXTRA_CLASSES = Number(process.env.BENCH_RULE_CLASSES ?? 0);
const RUNS = 50;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** More classes over the last four weeks and the next, spread over the existing batches (generate_series). */
async function addClasses(db: Database['db'], n: number): Promise<void> {
  if (n <= 0) return;
  await db.execute(sql`insert into time_table_classes (org_id, centre_id, batch_id, subject_id, teacher_id, class_date, start_time, end_time, status)
    select b.org_id, b.centre_id, b.id, s.ids[1 + g % array_length(s.ids, 1)], t.ids[1 + g % array_length(t.ids, 1)], current_date - 28 + (g % 35), lpad((8 + g % 10)::text, 2, '0') || ':00', lpad((9 + g % 10)::text, 2, '0') || ':00', 'active'
    from generate_series(1, ${n}) g
    join lateral (select id, org_id, centre_id from batches order by id offset (g % (select count(*) from batches)) limit 1) b on true,
    (select array_agg(id) ids from subjects) s, (select array_agg(id) ids from teachers) t`);
  await db.execute(sql`analyze time_table_classes`);
}

async function measure(engine: string, database: Database): Promise<Record<string, string | number>> {
  const db = database.db;
  const [{ orgId, centreId, classes }] = rowsOf<{ orgId: number; centreId: number; classes: number }>(await db.execute(sql`select
    (select id from organisations order by id limit 1) as "orgId", (select centre_id from time_table_classes group by 1 order by count(*) desc limit 1) as "centreId",
    (select count(*)::int from time_table_classes) as classes`));
  await runRulePass(db);
  const pass: number[] = [];
  for (let i = 0; i < 5; i++) { const t = performance.now(); await runRulePass(db); pass.push(performance.now() - t); }
  const recheck = async (centres?: number[]) => {
    const ms: number[] = [];
    for (let i = 0; i < RUNS + 5; i++) { const t = performance.now(); await recheckAlerts(db, orgId, ['MARK_ATTENDANCE'], centres); ms.push(performance.now() - t); }
    return summarise(ms.slice(5));
  };
  const one = await recheck([centreId]);
  const all = await recheck();
  const ms = (n: number) => Math.round(n * 10) / 10;
  return { engine, students: STUDENTS, classes, 'full pass median ms': ms(summarise(pass).p50), 're-check 1 centre p50': ms(one.p50), 're-check 1 centre p95': ms(one.p95), 're-check org p95': ms(all.p95) };
}

async function onEngine(engine: 'pglite' | 'postgres'): Promise<Record<string, string | number> | undefined> {
  const scratch = engine === 'postgres' ? await createScratchDatabase('eoc_bench_rules') : undefined;
  const database = await openDatabase({ databaseUrl: scratch?.url, poolSize: 4 });
  try {
    await migrate(database);
    await seedDemo(database.db, { students: STUDENTS });
    await addClasses(database.db, EXTRA_CLASSES);
    return await measure(engine, database);
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

export async function benchAlertRules(): Promise<void> {
  const rows = [await onEngine('pglite')];
  if (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) {
    process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
    rows.push(await onEngine('postgres'));
  }
  printTable('Alert rules: a full pass, and the re-check after one write (target p95 ≤ 50 ms)', rows.filter((r) => r !== undefined));
}
