// Issue 15's figure: a 5,000-row PTM schedule sheet previewed (dryRun) through the HTTP API of a real server process
// on the embedded database, on this 2-core machine. Target ≤ 10 s. Every row is a valid meeting of a seeded student,
// one 10-minute slot after another within each batch, so the whole clash check runs.
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase } from '../../server/db/client.js';
import { makeDataDirInChild, needsNewDataDir } from '../../server/db/newDataDir.js';
import { seedDemo } from '../../server/seed/index.js';
import { headerRow } from '../../schemas/index.js';
import { formatPtmTime, ptmSchedules } from '../../schemas/ptm.js';
import { printTable, startServer, summarise } from './util.js';

const ROWS = 5_000;
const RUNS = 3;
const TARGET_MS = 10_000;
const DIR = '.tmp/bench-ptm-pglite';
const PORT = 8197;

interface Kid { enrolmentNo: string; class: string; batch: string; centre: string; batchId: number }

async function students(): Promise<Kid[]> {
  if (needsNewDataDir(DIR)) await makeDataDirInChild(DIR);
  const database = await openDatabase({ dataDir: DIR, poolSize: 1 });
  try {
    await migrate(database);
    await seedDemo(database.db, { students: 12_000 });
    const res = await database.db.execute(sql`
      select s.enrolment_no as "enrolmentNo", s.class, b.batch_code as batch, c.name as centre, b.id as "batchId"
      from students s join batches b on b.id = s.batch_id join centres c on c.id = s.centre_id
      where s.status = 'active' and b.status = 'active' and c.kind = 'regular' order by s.id limit ${ROWS}`);
    return (res as unknown as { rows: Kid[] }).rows;
  } finally {
    await database.close();
  }
}

function sheet(kids: Kid[]): Buffer {
  const header = headerRow(ptmSchedules.uploads.operations[0], true);
  const at = (h: string) => header.indexOf(h);
  const slotOfBatch = new Map<number, number>();
  const base = Date.UTC(2033, 0, 3, 9, 0);
  const rows = kids.map((k, i) => {
    const slot = slotOfBatch.get(k.batchId) ?? 0;
    slotOfBatch.set(k.batchId, slot + 1);
    // 30 slots a day from 09:00, then the next day.
    const start = base + Math.floor(slot / 30) * 86_400_000 + (slot % 30) * 600_000;
    const row = new Array<string>(header.length).fill('');
    row[at('S. No')] = String(i + 1);
    row[at('Centre')] = k.centre;
    row[at('Enrollment No')] = k.enrolmentNo;
    row[at('Class')] = k.class;
    row[at('Batch')] = k.batch;
    row[at('Start Time')] = formatPtmTime(new Date(start));
    row[at('End Time')] = formatPtmTime(new Date(start + 600_000));
    row[at('Subjects')] = 'Physics, Chemistry';
    row[at('Father Salutation')] = 'Mr.';
    row[at('Father Name')] = 'Ravi Rao';
    row[at('Father Mobile')] = '9876543210';
    row[at('Father Email')] = 'ravi.rao@example.com';
    return row;
  });
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Sheet1');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export async function benchPtm(): Promise<void> {
  const kids = await students();
  if (kids.length < ROWS) throw new Error(`only ${kids.length} students to schedule`);
  const file = sheet(kids);
  const server = await startServer('npx', ['tsx', 'server/main.ts'], { DATA_DIR: DIR, LOG_LEVEL: 'warn', MALLOC_ARENA_MAX: '2', SEED_DEMO: 'false' }, PORT);
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'orgadmin', password: 'demo1234' }),
    }).then((r) => r.json());
    const token = login.data.authToken as string;
    const samples: number[] = [];
    let counts: Record<string, number> = {};
    for (let i = 0; i < RUNS; i++) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'ptm-5000.xlsx');
      const t = performance.now();
      const res = await fetch(`${server.url}/api/auth/ptm/schedule/upload?entity=ptm&dryRun=true`, { method: 'POST', headers: { 'access-token': token }, body: form });
      const body = await res.json();
      samples.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`preview answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      counts = body.data.counts;
    }
    const s = summarise(samples);
    printTable(`PTM schedule preview, ${ROWS.toLocaleString('en-US')} rows, PGlite, ${RUNS} runs (target ≤ ${TARGET_MS / 1000} s)`, [{
      rows: counts.rows, valid: counts.valid, 'with errors': counts.withErrors, 'median ms': Math.round(s.p50), 'max ms': Math.round(Math.max(...samples)),
      'within target': Math.max(...samples) <= TARGET_MS ? 'yes' : 'NO',
    }]);
  } finally {
    await server.stop();
  }
}
