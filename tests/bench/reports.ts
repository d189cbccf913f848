// Reports, the attendance summary and a full alert-rule pass over an organisation shaped like the upload bench's:
// the demo set with 100,000 more active students in the demo's own batches (BENCH_REPORT_STUDENTS), so its batches
// hold hundreds of students each, through the real app on both engines. Each report as its screen opens it (its
// default range) and over the last four weeks; the summary per batch and per student over the same four weeks.
// Before session 27's rewrites this bench showed faculty KRA performance at 0.76 s on PGlite and 2.0 s on PostgreSQL
// and the weekly closure at 0.33-0.5 s on PostgreSQL; the roster rule's 17 s pass and the teaching hours' 0.6 s were
// found on the upload bench's database and the demo's month. The bound is this bench's own (an answer within half a
// second; a rule pass within issue 24's 10 s).
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { runRulePass } from '../../server/alerts/recheck.js';
import { MODULE_REPORTS, OPERATIONAL_REPORTS } from '../../schemas/reports/index.js';
import { figureRow, onEngines, type BenchApp } from './inProcess.js';
import { timed } from './util.js';

const EXTRA = Number(process.env.BENCH_REPORT_STUDENTS ?? 100_000);
const RUNS = 10;
const TARGET = { answer: 500, pass: 10_000 };

/** The extra students, spread over the first organisation's active batches (their centre and class). */
async function stage(db: Database['db']) {
  await db.execute(sql`insert into students (org_id, program_kind, enrolment_no, name, centre_id, batch_id, class, status)
    select b.org_id, 'crp', '7' || lpad(g::text, 9, '0'), 'Report Student ' || g, b.centre_id, b.id, b.class, 'active'
    from generate_series(1, ${EXTRA}) g
      join (select id, org_id, centre_id, class, row_number() over (order by id)::int - 1 as n, count(*) over ()::int as k
        from batches where status = 'active' and org_id = (select min(id) from organisations)) b on b.n = g % b.k`);
  return db;
}

async function measure(engine: string, { app, headers }: BenchApp, db: Database['db']) {
  const answer = (url: string) => timed(async () => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    const data = res.json().data;
    return { rows: (data.rows ?? []).length as number, total: (data.totalCount ?? data.rows?.length ?? 0) as number };
  }, RUNS, 2);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const weeks = `from=${day(27)}&to=${day(0)}`;
  const rows = [];
  for (const r of [...OPERATIONAL_REPORTS, ...MODULE_REPORTS]) {
    for (const [range, query] of [['default range', ''], ['four weeks', `?${weeks}`]]) {
      const t = await answer(`/api/${r.api}${query}`);
      rows.push(figureRow(engine, `${r.title}, ${range} (${t.rows} rows)`, t, TARGET.answer));
    }
  }
  for (const by of ['batch', 'student']) {
    const t = await answer(`/api/auth/attendance/summary?by=${by}&page=1&limit=25&${weeks}`);
    rows.push(figureRow(engine, `attendance summary per ${by} (${t.total} ${by === 'batch' ? 'batches' : 'students'})`, t, TARGET.answer));
  }
  const pass = await timed(async () => ({ orgs: (await runRulePass(db)).length }), 3, 1);
  rows.push(figureRow(engine, `alert rules: a full pass (${pass.orgs} organisations)`, pass, TARGET.pass));
  return rows;
}

export async function benchReports(): Promise<void> {
  await onEngines('reports', `Reports, attendance summary and rule pass with ${EXTRA.toLocaleString('en')} more students in the demo's batches (${RUNS} calls each after 2 untimed, the pass 3; ms)`, stage, measure);
}
