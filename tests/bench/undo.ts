// Issue 26 item 5's figure: the undo of a 100,000-row student create takes at most twice the job's own time (from
// submit to successful, each). PGlite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. The create
// job's own time is the figure to compare with the uploads group's (issue 5) before and after jobs recorded their
// changes.
import { printTable } from './util.js';
import { BENCH_ROWS, createFile } from './uploadsFiles.js';
import { benchServer } from './uploadsServer.js';
import { uploadEngines } from './uploads.js';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function benchEngine(engine: 'pglite' | 'postgres') {
  const server = await benchServer(engine);
  try {
    const { centre, cls, batch } = await server.facts();
    const create = await server.submit('students', createFile(centre, cls, batch).data);
    const undo = await server.undo(create.id);
    const ratio = undo.ms / create.ms;
    return {
      engine, job: `create, ${BENCH_ROWS.toLocaleString('en-US')} rows`, 'submit → successful': seconds(create.ms),
      'undo preview': seconds(undo.previewMs), 'undo submit → successful': seconds(undo.ms),
      'undo / job (≤ 2×)': `${ratio.toFixed(2)}× ${ratio <= 2 ? 'ok' : 'over'}`, undone: undo.counts,
      'peak RSS: job / undo': `${Math.round(create.peakMb)} / ${Math.round(undo.peakMb)} MB`,
    };
  } finally {
    await server.stop();
  }
}

export async function benchUndo(): Promise<void> {
  const rows = [];
  for (const engine of uploadEngines()) rows.push(await benchEngine(engine));
  printTable(`Undo (issue 26 item 5): a ${BENCH_ROWS.toLocaleString('en-US')}-row student create and its undo, each from submit to successful`, rows);
}
