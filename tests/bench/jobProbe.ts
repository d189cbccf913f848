// Probe (not part of `npm run bench`): a 30,000-row create job on PGlite, its time and the slowest list/notification
// answer while it runs.
import { buildApp } from '../../server/app.js';
import { migrate, openDatabase } from '../../server/db/client.js';
import { readConfig } from '../../server/config.js';
import { seedDemo } from '../../server/seed/index.js';
import { startUploadWorker } from '../../server/jobs/worker.js';
import { STUDENT_HEADER_MULTI, studentRows, upload, xlsx } from '../server/uploadsKit.js';

const API = '/api/auth/v4/glorifire-entities';
const database = await openDatabase({ dataDir: undefined });
await migrate(database);
await seedDemo(database.db, { students: 5000 });
const app = await buildApp({ database, config: { ...readConfig({}), logLevel: 'silent', staticDir: '/nonexistent' } });
await app.ready();
const worker = startUploadWorker(database, { pollMs: 20, leaseMs: 10_000 });
const token = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'orgadmin', password: 'demo1234' } })).json().data.authToken;
const centres = (await app.inject({ url: `${API}/centres`, headers: { 'access-token': token } })).json().data;
const delhi = centres.find((c: { code: string }) => c.code === 'DEL-SD');
const n = Number(process.env.PROBE_ROWS ?? 30_000);
for (const prefix of ['61', '62']) {
  const file = xlsx([STUDENT_HEADER_MULTI, ...studentRows(prefix, n, delhi.name)]);
  const t = performance.now();
  const id = (await upload(app, { path: 'students', entity: 'crp', file, token })).json().data.id;
  let worst = 0, status = '', polls = 0;
  const pending: Promise<void>[] = [];
  const timer = setInterval(() => {
    for (const url of [`${API}/crp?page=1&limit=100`, '/api/auth/notifications']) {
      const s = performance.now();
      pending.push(app.inject({ url, headers: { 'access-token': token } }).then(() => { const d = performance.now() - s; if (d > 1000) console.log(`  read from ${((s - t) / 1000).toFixed(2)} s took ${(d / 1000).toFixed(2)} s`); worst = Math.max(worst, d); polls++; }));
    }
  }, 100);
  while (status !== 'successful' && status !== 'failed') {
    status = (await app.inject({ url: `${API}/upload-history/${id}`, headers: { 'access-token': token } })).json().data.status;
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - t;
  clearInterval(timer);
  await Promise.all(pending);
  console.log(`${n} rows: ${status} in ${(ms / 1000).toFixed(2)} s; slowest of ${polls} reads during it ${(worst / 1000).toFixed(2)} s`);
}
await worker.stop();
await app.close();
await database.close();
