// Issue 25's teacher-feedback figures, through the real app (Fastify inject) on PGlite and on PostgreSQL (a scratch
// database on TEST_DATABASE_URL's server): Faculty Performance over 200,000 responses (target p95 ≤ 200 ms), the
// whole organisation's first page and one faculty's (read from the tallies, recounted after the bulk insert), and a
// 10,000-row responses sheet's preview (target ≤ 3 s).
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { recountTallies } from '../../server/feedback/repo.js';
import { DEMO_FORM } from '../../server/seed/seedFeedback.js';
import { FEEDBACK_PREFIX } from '../../schemas/feedback/responses.js';
import { multipart, xlsx } from '../server/uploadsKit.js';
import { figureRow, onEngines, rowsOf, type BenchApp } from './inProcess.js';
import { timed } from './util.js';

const RESPONSES = 200_000;
const SHEET_ROWS = 10_000;
const RUNS = 40;
const TARGET = { performance: 200, preview: 3000 };

/** 200,000 responses over the demo activations, spread over every active faculty of the organisation. */
async function stage(db: Database['db']) {
  const [n] = rowsOf<{ a: number; q: number; org: number }>(await db.execute(sql`select (select count(*) from feedback_activations)::int a,
    (select count(*) from feedback_questions)::int q, (select org_id from feedback_forms limit 1) org`));
  await db.execute(sql`insert into feedback_responses (org_id, centre_id, batch_id, form_id, activation_id, faculty_id, question_id, score, answer)
    select a.org_id, a.centre_id, a.batch_id, a.feedback_form_id, a.id, f.ids[1 + g % array_length(f.ids, 1)], q.id,
      case when q.type = 'Rating' then 1 + (g * 7) % q.scale::int end,
      case when q.type = 'Rating' then (1 + (g * 7) % q.scale::int)::text when q.type in ('SMCQ', 'MMCQ') then split_part(q.options, ' | ', 1) else 'Fine' end
    from generate_series(1, ${RESPONSES}) g
      join (select *, row_number() over (order by id)::int - 1 n from feedback_activations) a on a.n = g % ${n.a}
      join (select *, row_number() over (order by id)::int - 1 n from feedback_questions) q on q.n = g % ${n.q}
      cross join (select array_agg(id order by id) ids from teachers where staff_kind = 'teacher' and status = 'active') f`);
  await recountTallies(db, n.org);
  await db.execute(sql`analyze feedback_tallies`);
  const [one] = rowsOf<{ f: number }>(await db.execute(sql`select faculty_id f from feedback_responses group by 1 order by count(*) desc limit 1`));
  const [at] = rowsOf<{ centre: string; batch: string; code: string }>(await db.execute(sql`select c.name centre, b.batch_code batch,
      (select employee_code from teachers where staff_kind = 'teacher' and status = 'active' order by id limit 1) code
    from feedback_activations a join centres c on c.id = a.centre_id join batches b on b.id = a.batch_id order by a.id limit 1`));
  return { faculty: one.f, at };
}

async function measure(engine: string, { app, headers }: BenchApp, s: Awaited<ReturnType<typeof stage>>) {
  const page = (query: string) => timed(async () => {
    const res = await app.inject({ method: 'GET', url: `/api/${FEEDBACK_PREFIX}/performance?${query}`, headers });
    if (res.statusCode !== 200) throw new Error(`performance: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return { total: res.json().data.totalCount as number };
  }, RUNS, 5);
  const all = await page('page=1&limit=20');
  const one = await page(`faculty=${s.faculty}&limit=20`);
  const file = xlsx([['Centre', 'Batch', 'Feedback Form', 'Faculty Emp Code', 'Question Code', 'Response', 'Remarks'],
    ...Array.from({ length: SHEET_ROWS }, (_, i) => [s.at.centre, s.at.batch, DEMO_FORM, s.at.code, i % 2 ? 'FQ101' : 'FQ102', String(1 + (i % 5)), i % 10 ? '' : 'Good'])]);
  const preview = await timed(async () => {
    const body = await multipart(file, 'responses.xlsx', { multiCentre: 'true' });
    const res = await app.inject({ method: 'POST', url: `/api/${FEEDBACK_PREFIX}/responses/upload?entity=feedback-responses&dryRun=true`, payload: body.payload, headers: { ...headers, 'content-type': body.contentType } });
    if (res.statusCode !== 200) throw new Error(`preview: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return { errors: res.json().data.counts.withErrors as number };
  }, 3, 1);
  return [
    figureRow(engine, `performance, whole organisation (${all.total} faculty × question pairs)`, all, TARGET.performance),
    figureRow(engine, `performance, one faculty (${one.total} pairs)`, one, TARGET.performance),
    figureRow(engine, `responses preview, ${SHEET_ROWS} rows (${preview.errors} with errors)`, preview, TARGET.preview),
  ];
}

export async function benchFeedback(): Promise<void> {
  await onEngines('feedback', `Teacher feedback over ${RESPONSES.toLocaleString('en')} responses (${RUNS} calls each after 5 untimed, the preview 3; ms)`, stage, measure);
}
