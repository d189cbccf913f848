// Issue 24's rule figures on PGlite (a data folder under .tmp, as the server keeps it) and PostgreSQL
// (BENCH_DATABASE_URL, else TEST_DATABASE_URL's server, a scratch database), over the demo set plus ruleScale.ts's
// data: 1,000,000 students and 50,000 classes a week (BENCH_RULE_SCALE=0.05 for a quick run at a twentieth):
// - a full pass of every rule over the organisation (target ≤ 10 s), after a first pass that raised the alerts;
// - the re-check after one write, as the attendance route runs it after a class's marks are saved (the class's
//   MARK_ATTENDANCE alert resolves; target p95 ≤ 50 ms), with the re-check of the class's whole centre beside it.
// Generating the data is not timed.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase, type Database } from '../../server/db/client.js';
import { seedDemo } from '../../server/seed/index.js';
import { recheckAlerts, runRulePass } from '../../server/alerts/recheck.js';
import { rulesAffectedBy } from '../../schemas/alerts/rules.js';
import { createScratchDatabase } from '../server/harness.js';
import { addRuleScale, RULE_SCALE } from './ruleScale.js';
import { freshDir, printTable, summarise } from './util.js';

const RUNS = 50;
const WARMUP = 20;
const PASSES = Number(process.env.BENCH_RULE_PASSES ?? 3);
const TARGET = { pass: 10_000, recheck: 50 };

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const ms = (n: number) => (Math.round(n * 10) / 10).toString();

async function passes(db: Database['db']) {
  const t = performance.now();
  const first = await runRulePass(db);
  const firstMs = performance.now() - t;
  const times: number[] = [];
  for (let i = 0; i < PASSES; i++) { const s = performance.now(); await runRulePass(db); times.push(performance.now() - s); }
  const raised = first.reduce((n, r) => n + r.raised, 0);
  return { firstMs, raised, ...summarise(times), max: Math.max(...times) };
}

/** Classes that ended days ago, unmarked again with their alert raised (untimed); each run marks one and re-checks. */
async function afterMarking(db: Database['db'], orgId: number) {
  const keys = rulesAffectedBy('attendance');
  const classes = rowsOf<{ id: number; centreId: number }>(await db.execute(sql`select id, centre_id as "centreId" from time_table_classes
    where status = 'active' and class_date between current_date - 10 and current_date - 3 order by id limit ${RUNS + WARMUP}`));
  await db.execute(sql`delete from attendance_marks where class_id = any(${sql.param(classes.map((c) => c.id))}::int[])`);
  await recheckAlerts(db, orgId, keys, { classIds: classes.map((c) => c.id) });
  const times: number[] = [];
  for (const c of classes) {
    await db.execute(sql`insert into attendance_marks (org_id, class_id, student_id, mark) select ${orgId}, ${c.id}, min(id), 'present' from students`);
    const t = performance.now();
    const r = await recheckAlerts(db, orgId, keys, { classIds: [c.id], centreIds: [c.centreId] });
    times.push(performance.now() - t);
    if (r.resolved !== 1) throw new Error(`re-check after marking class ${c.id} resolved ${r.resolved} alerts, not 1`);
  }
  const centre = [];
  for (let i = 0; i < 12; i++) {
    const t = performance.now();
    await recheckAlerts(db, orgId, ['MARK_ATTENDANCE'], { centreIds: [classes[0].centreId] });
    centre.push(performance.now() - t);
  }
  return { one: summarise(times.slice(WARMUP)), centre: summarise(centre.slice(2)) };
}

async function measure(engine: string, database: Database): Promise<Record<string, string | number>> {
  const db = database.db;
  const [{ orgId, students, classes }] = rowsOf<{ orgId: number; students: number; classes: number }>(await db.execute(sql`select
    (select id from organisations order by id limit 1) as "orgId", (select count(*)::int from students) as students,
    (select count(*)::int from time_table_classes where class_date between date_trunc('week', current_date)::date - 7 and date_trunc('week', current_date)::date - 1) as classes`));
  const pass = await passes(db);
  const write = await afterMarking(db, orgId);
  return {
    engine, students, 'classes a week': classes, 'first pass ms (alerts raised)': `${ms(pass.firstMs)} (${pass.raised})`,
    [`full pass median / max of ${PASSES}`]: `${ms(pass.p50)} / ${ms(pass.max)}`, 'pass ≤ 10 s': pass.max <= TARGET.pass ? 'ok' : 'over',
    're-check after marking p50 / p95': `${ms(write.one.p50)} / ${ms(write.one.p95)}`, 're-check ≤ 50': write.one.p95 <= TARGET.recheck ? 'ok' : 'over',
    "class's centre re-check p95": ms(write.centre.p95),
  };
}

async function onEngine(engine: 'pglite' | 'postgres'): Promise<Record<string, string | number>> {
  const scratch = engine === 'postgres' ? await createScratchDatabase('eoc_bench_rules') : undefined;
  const dataDir = engine === 'pglite' ? freshDir(`.tmp/bench-rules-pglite-${RULE_SCALE}`) : undefined;
  const database = await openDatabase({ databaseUrl: scratch?.url, dataDir, poolSize: 4 });
  try {
    await migrate(database);
    const t = performance.now();
    await seedDemo(database.db, { students: 5_000 });
    await addRuleScale(database.db);
    console.log(`${engine}: data generated in ${Math.round((performance.now() - t) / 1000)} s`);
    return await measure(engine, database);
  } finally {
    await database.close();
    await scratch?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchAlertRules(): Promise<void> {
  const rows = [await onEngine('pglite')];
  if (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) {
    process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
    rows.push(await onEngine('postgres'));
  }
  printTable(`Alert rules at scale ${RULE_SCALE}: a full pass (target ≤ 10 s) and the re-check after one write (target p95 ≤ 50 ms); ms`, rows);
}
