// Starts the console: migrates, seeds demo data on an empty database, and serves the API and the built console.
import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { hasUsers } from './admin/firstAdmin.js';
import { migrateAs } from './db/roles.js';
import { makeDataDirInChild, needsNewDataDir } from './db/newDataDir.js';
import { buildApp } from './app.js';
import { seedDemo } from './seed/index.js';
import { collectGarbage } from './gc.js';
import { demoUsers, DEMO_PASSWORD } from './seed/demoUsers.js';
import { startUploadWorker } from './jobs/worker.js';
import { startEscalationSweep } from './alerts/escalate.js';
import { startRuleSchedule } from './alerts/recheck.js';
import { startChangesSweep } from './jobs/changesSweep.js';
import { startTableWritesSweep } from './uploads/db/tableWrites.js';
import { startUpkeep } from './db/upkeep.js';

async function main() {
  const started = Date.now();
  const config = readConfig();
  if (!config.databaseUrl && needsNewDataDir(config.dataDir)) await makeDataDirInChild(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded = await migrateAs(database, config, async (db) => config.seedDemo && await seedDemo(db, { students: config.demoStudents })) ?? false;
  // Migrating and seeding leave garbage that nothing would collect while the server idles: collected once here.
  collectGarbage();
  const app = await buildApp({ database, config });
  const address = await app.listen({ host: config.host, port: config.port });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Edu Ops Console ready at ${address.replace('127.0.0.1', 'localhost')}  (${where}${seeded ? ', demo data seeded' : ''}, ${Date.now() - started} ms)`);
  if (config.seedDemo) console.log(`Demo sign-ins (password ${DEMO_PASSWORD}): ${demoUsers.map((u) => `${u.username} (${u.role})`).join(', ')}`);
  if (!(await hasUsers(database.db))) console.log('No users yet: create the first administrator with `npm run admin:create` (see the README).');
  // Upload jobs run in this process unless IN_PROCESS_WORKER=false (then `npm run worker` processes run them).
  const worker = config.inProcessWorker ? startUploadWorker(database, {}, (msg, err) => app.log.error({ err }, msg)) : null;
  // Alert escalations: once now, then every 5 minutes.
  const escalations = startEscalationSweep(database.db, { onError: (err) => app.log.error({ err }, 'alert escalation sweep failed') });
  // Alert rules: once now, then every 5 minutes (one process at a time evaluates: server/alerts/evaluate.ts).
  const rules = startRuleSchedule(database.db, { onError: (err) => app.log.error({ err }, 'alert rule pass failed') });
  // What uploads recorded for their undo, once they can no longer be undone: now, then every hour.
  const changes = startChangesSweep(database.db, config.uploadUndoHours, { onError: (err) => app.log.error({ err }, 'upload changes sweep failed') });
  // Which transactions wrote the tables an upload's plan reads, once no job can ask: now, then every 5 minutes.
  const writes = startTableWritesSweep(database.db, { onError: (err) => app.log.error({ err }, 'table writes sweep failed') });
  // PGlite's stand-in for autovacuum (db/upkeep.ts): after each upload job, and now, then every 5 minutes.
  const upkeep = database.upkeep && startUpkeep(database.upkeep);
  const stop = async () => { escalations.stop(); rules.stop(); changes.stop(); writes.stop(); upkeep?.stop(); await app.close(); await worker?.stop(); await database.close(); process.exit(0); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
