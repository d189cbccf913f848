// Starts the console: migrates, seeds demo data on an empty database, and serves the API and the built console.
import { readConfig } from './config.js';
import { migrate, openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { seedDemo } from './seed/index.js';
import { collectGarbage } from './uploads/afterUpload.js';
import { demoUsers, DEMO_PASSWORD } from './seed/demoUsers.js';
import { startUploadWorker } from './jobs/worker.js';

async function main() {
  const started = Date.now();
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const seeded = config.seedDemo ? await seedDemo(database.db) : false;
  // A new PGlite data folder is made by initdb in a WebAssembly instance of its own, and seeding fills the heap:
  // some 550 MB that nothing would collect while the server idles. Collected once, before serving.
  collectGarbage();
  const app = await buildApp({ database, config });
  const address = await app.listen({ host: config.host, port: config.port });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Edu Ops Console ready at ${address.replace('127.0.0.1', 'localhost')}  (${where}${seeded ? ', demo data seeded' : ''}, ${Date.now() - started} ms)`);
  console.log(`Demo sign-ins (password ${DEMO_PASSWORD}): ${demoUsers.map((u) => `${u.username} (${u.role})`).join(', ')}`);
  // Upload jobs run in this process unless IN_PROCESS_WORKER=false (then `npm run worker` processes run them).
  const worker = config.inProcessWorker ? startUploadWorker(database, {}, (msg, err) => app.log.error({ err }, msg)) : null;
  const stop = async () => { await app.close(); await worker?.stop(); await database.close(); process.exit(0); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
