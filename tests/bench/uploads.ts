// Issue 5's figures: a 100,000-row student create and a 100,000-row centre transfer through the HTTP API: time to
// preview, time from submit to successful, and the server's peak memory, on PGlite and on PostgreSQL
// (BENCH_DATABASE_URL, else TEST_DATABASE_URL's server); beside the floor issue 28 defines (uploadWrites.ts): SheetJS
// reading the file alone and COPY of the same rows into a table indexed as students is. Issue 13's figures beside them:
// the slowest answer of lists, notifications and health while each job runs (≤ 2 s), the server's memory around
// 12 MB previews, and the time to the first byte of a long export.
import { printTable } from './util.js';
import { boundVerdict } from './verdicts.js';
import { asOds, BENCH_ROWS, book, CLERK_HEADER, CREATE_HEADER, createFile, csvOf } from './uploadsFiles.js';
import { benchWrites } from './uploadWrites.js';
import { benchServer, type BenchServer } from './uploadsServer.js';
import { parking } from '../../server/uploads/parkedSheets.js';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const memory: Record<string, string>[] = [];
const formats: Record<string, string>[] = [];
const exports: Record<string, string>[] = [];
const settle = (ms = 5000) => new Promise((resolve) => setTimeout(resolve, ms));

/** Issue 13's memory figures: idle before and after ten previews of the create file; the peak of four at once. */
async function benchMemory(engine: 'pglite' | 'postgres', server: BenchServer, file: Buffer, idleStart: number) {
  const mb = (n: number) => `${Math.round(n)} MB`;
  const ten = await server.previews('students', file, 10, 1);
  // Idle means past the minute a clean preview's parse stays parked for its submit (parkedSheets.ts).
  await settle(parking.idleMs + 5000);
  const idleAfter = server.idleMb();
  const four = await server.previews('students', file, 4, 4);
  await settle();
  const grew = idleAfter / idleStart - 1;
  boundVerdict({
    item: '5 memory', measure: 'RSS a minute after ten previews, against idle', engine, unit: '×', value: idleAfter / idleStart, max: 1.2,
    figure: `${mb(idleAfter)} against ${mb(idleStart)}`,
  });
  return {
    file: `create, ${(file.length / 1e6).toFixed(1)} MB`, 'idle at start': mb(idleStart),
    'idle a minute after ten previews (≤ +20%)': `${mb(idleAfter)} (${grew >= 0 ? '+' : ''}${(grew * 100).toFixed(0)}% ${grew <= 0.2 ? 'ok' : 'over'}; peak ${mb(ten.peakMb)})`,
    'peak of four previews at once (< 1.5 GB)': `${mb(four.peakMb)} ${four.peakMb < 1536 ? 'ok' : 'over'} (${seconds(four.ms)})`,
    'idle after them': mb(server.idleMb()),
  };
}

type Timed = { ms: number; phases: string; peakMb: number };
/** The median run of each, the previews interleaved round by round so a slow moment of the machine hits all alike. */
async function interleaved(rounds: number, ...previews: (() => Promise<Timed>)[]): Promise<Timed[]> {
  const runs: Timed[][] = previews.map(() => []);
  for (let r = 0; r < rounds; r++) for (const [i, p] of previews.entries()) runs[i].push(await p());
  return runs.map((list) => list.sort((x, y) => x.ms - y.ms)[Math.floor(list.length / 2)]);
}

/**
 * Issue 26: the create file as .csv (no slower than the .xlsx), as .ods, and with the clerk's own headers read
 * through a confirmed column mapping (the mapping adds ≤ 0.3 s): five rounds of the first three, the medians shown.
 */
async function benchFormats(server: BenchServer, xlsx: Buffer, rows: string[][]) {
  const ods = asOds(xlsx);
  const csv = Buffer.from(csvOf([CREATE_HEADER, ...rows]));
  const clerk = book(CLERK_HEADER, rows.map((r) => [...r.slice(0, 6), Number(r[6])]));
  const mapping = JSON.stringify(CREATE_HEADER.map((column, i) => ({ column, header: CLERK_HEADER[i] })));
  const [a, c, m] = await interleaved(5,
    () => server.preview('students', xlsx), () => server.preview('students', csv, 'crp', 'bench.csv'),
    () => server.preview('students', clerk, 'crp', 'bench.xlsx', { mapping }));
  const b = await server.preview('students', ods, 'crp', 'bench.ods');
  const extra = (m.ms - a.ms) / 1000;
  return {
    file: `create, ${BENCH_ROWS.toLocaleString('en-US')} rows`, '.xlsx preview': `${seconds(a.ms)} (${a.phases} s)`,
    '.csv preview (≤ .xlsx)': `${seconds(c.ms)} (${c.ms <= a.ms ? 'ok' : 'over'}; ${c.phases} s)`,
    'mapped headers (≤ +0.3 s)': `${seconds(m.ms)} (${extra >= 0 ? '+' : ''}${extra.toFixed(2)} s ${extra <= 0.3 ? 'ok' : 'over'})`,
    '.ods preview': `${seconds(b.ms)} (${b.phases} s; ${(ods.length / 1e6).toFixed(1)} MB)`, '.ods / .xlsx': `${(b.ms / a.ms).toFixed(1)}×`,
    'peak RSS: .xlsx / .csv / .ods': `${Math.round(a.peakMb)} / ${Math.round(c.peakMb)} / ${Math.round(b.peakMb)} MB`,
  };
}

async function benchEngine(engine: 'pglite' | 'postgres') {
  const server: BenchServer = await benchServer(engine);
  try {
    const only = process.env.BENCH_UPLOADS_ONLY;
    if (only === 'writes') return await benchWrites(engine, server);
    const { centre, cls, batch } = await server.facts();
    const idle = server.idleMb();
    const create = createFile(centre, cls, batch);
    if (only !== 'formats') memory.push({ engine, ...(await benchMemory(engine, server, create.data, idle)) });
    if (only === 'memory') return [];
    formats.push({ engine, ...(await benchFormats(server, create.data, create.rows)) });
    // BENCH_UPLOADS_ONLY=formats: the formats table alone (issue 26's figures), a few minutes instead of the whole
    // group; =writes: issue 28 item 2's uploads alone; =memory: issue 28 item 5's memory table alone.
    if (only === 'formats') return [];
    const results = await benchWrites(engine, server);
    const exported = await server.exportList();
    exports.push({
      engine, list: 'CRP students, all of them (demo + the create upload)', size: `${(exported.bytes / 1e6).toFixed(1)} MB`,
      'first byte (≤ 2 s)': `${seconds(exported.firstByteMs)} ${exported.firstByteMs <= 2000 ? 'ok' : 'over'}`, 'whole file': seconds(exported.totalMs),
    });
    return results;
  } finally {
    await server.stop();
  }
}

/** BENCH_UPLOAD_ENGINES, else PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL. */
export function uploadEngines(): ('pglite' | 'postgres')[] {
  const engines: ('pglite' | 'postgres')[] = process.env.BENCH_UPLOAD_ENGINES ? (process.env.BENCH_UPLOAD_ENGINES.split(',') as never) : ['pglite'];
  if (!process.env.BENCH_UPLOAD_ENGINES && (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)) engines.push('postgres');
  return engines;
}

export async function benchUploads(): Promise<void> {
  const rows = [];
  for (const engine of uploadEngines()) rows.push(...(await benchEngine(engine)));
  printTable('Memory (issue 13): server RSS idle, after ten previews of the create file one after another, and while four run at once', memory);
  printTable('Export (issue 13): streamed .xlsx of a long list', exports);
  printTable('Other formats (issue 26): the create file as .csv and .ods and with the clerk\'s own headers through a column mapping, beside the same .xlsx', formats);
  printTable('Uploads (issues 5, 28 item 2): create sheet of 7 columns (all the student create sheet has), transfer sheet of 3; each against SheetJS reading its own file (median of 3) and COPY of the created students into a table indexed as students is (median of 3)', rows);
}
