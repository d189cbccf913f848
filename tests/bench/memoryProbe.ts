// Probe (not part of `npm run bench`): idle RSS over time after ten 12 MB previews, and the peak of four at once.
import { benchServer } from './uploadsServer.js';
import { createFile } from './uploadsFiles.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const server = await benchServer((process.env.PROBE_ENGINE as 'pglite' | 'postgres' | undefined) ?? 'pglite');
try {
  const { centre, cls, batch } = await server.facts();
  await sleep(3000);
  const start = server.idleMb();
  const file = createFile(centre, cls, batch).data;
  console.log(`file ${(file.length / 1e6).toFixed(1)} MB; idle at start ${start.toFixed(0)} MB`);
  const ten = await server.previews('students', file, Number(process.env.PROBE_N ?? 10), 1);
  console.log(`ten previews: ${(ten.ms / 1000).toFixed(1)} s, peak ${ten.peakMb.toFixed(0)} MB, right after ${server.idleMb().toFixed(0)} MB`);
  let waited = 0;
  for (const at of [2, 5, 30, 62, 66, 75]) {
    await sleep((at - waited) * 1000);
    waited = at;
    const now = server.idleMb();
    console.log(`  after ${at} s: ${now.toFixed(0)} MB (${((now / start - 1) * 100).toFixed(0)}%)`);
  }
  const four = await server.previews('students', file, 4, 4);
  console.log(`four at once: ${(four.ms / 1000).toFixed(1)} s, peak ${four.peakMb.toFixed(0)} MB`);
  await sleep(5000);
  console.log(`after them: ${server.idleMb().toFixed(0)} MB`);
} finally {
  await server.stop();
}
