// Issue 26 item 2's figure, through the real app (Fastify inject) on PGlite and on PostgreSQL (a scratch database on
// TEST_DATABASE_URL's server): re-checking one edited row of a student create preview (target p95 ≤ 100 ms), on a
// realistic file (5,000 rows) and on the biggest preview kept for fixing (20,000 rows), each with 2% of its rows in
// error. The edits alternate: a bad mobile fixed; a fixed row's enrolment number changed to another row's (an in-file
// duplicate, so two rows are checked again); and changed back.
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { editLimits } from '../../server/uploads/previewEdits.js';
import { multipart, STUDENT_HEADER_MULTI, studentRows, xlsx } from '../server/uploadsKit.js';
import { figureRow, onEngines, rowsOf, type BenchApp } from './inProcess.js';
import { summarise, timed } from './util.js';

const SIZES = [5_000, editLimits.maxRows];
const ERROR_EVERY = 50;
const RUNS = 60;
const TARGET = 100;
const BASE = '/api/auth/v4/glorifire-entities';

async function stage(db: Database['db']) {
  return rowsOf<{ name: string }>(await db.execute(sql`select name from centres where code = 'DEL-SD'`))[0].name;
}

/** A create sheet of `rows` students, every ERROR_EVERY-th with a bad mobile; the sheet rows in error. */
function sheet(prefix: string, rows: number, centre: string) {
  const data = studentRows(prefix, rows, centre);
  const bad: number[] = [];
  for (let i = ERROR_EVERY - 1; i < rows; i += ERROR_EVERY) {
    data[i][6] = '12345';
    bad.push(i + 2);
  }
  return { file: xlsx([STUDENT_HEADER_MULTI, ...data]), bad, enrolment: (sheetRow: number) => String(data[sheetRow - 2][0]) };
}

async function measure(engine: string, { app, headers }: BenchApp, centre: string) {
  const out = [];
  for (const [n, rows] of SIZES.entries()) {
    const { file, bad, enrolment } = sheet(`7${n}`, rows, centre);
    const body = await multipart(file, 'students.xlsx', { multiCentre: 'true' });
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: `${BASE}/students?entity=crp&dryRun=true`, payload: body.payload, headers: { ...headers, 'content-type': body.contentType } });
    const previewMs = performance.now() - started;
    if (res.statusCode !== 200 || !res.json().data.editKey) throw new Error(`preview: ${res.statusCode} ${res.body.slice(0, 200)}`);
    const key = res.json().data.editKey as string;
    let i = 0;
    // The process's own CPU time per re-check besides the wall time: on a busy machine the wall time mostly measures
    // the wait for a core (PGlite runs in this process, so on it this is nearly all the work; PostgreSQL's is apart).
    const cpu: number[] = [];
    const t = await timed(async () => {
      const before = process.cpuUsage();
      const row = bad[Math.floor(i / 3) % bad.length];
      const step = i % 3;
      i++;
      // A fix; then the fixed row made a duplicate of the row above it; then its own number back.
      const cells = step === 0 ? { Mobile: String(9800000000 + i) } : { 'Enrollment No.': step === 1 ? enrolment(row - 1) : enrolment(row) };
      const answer = await app.inject({ method: 'POST', url: `${BASE}/upload-preview/${key}/rows/${row}`, headers, payload: { cells } });
      if (answer.statusCode !== 200) throw new Error(`re-check: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
      return { withErrors: answer.json().data.counts.withErrors as number };
    }, RUNS, 20);
    const c = summarise(cpu.slice(-RUNS));
    out.push({
      ...figureRow(engine, `re-check one edited row, ${rows.toLocaleString('en')}-row preview (${bad.length} in error; its preview ${Math.round(previewMs)} ms)`, t, TARGET),
      'cpu p50/p95': `${c.p50.toFixed(1)} / ${c.p95.toFixed(1)}`,
    });
  }
  return out;
}

export async function benchPreviewFixes(): Promise<void> {
  await onEngines('fixes', `Fixing cells in an upload preview (${RUNS} re-checks each after 20 untimed; ms)`, stage, measure);
}
