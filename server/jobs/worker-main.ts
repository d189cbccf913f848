// `npm run worker`: an upload worker process on its own, beside any number of servers and other workers, all on one
// PostgreSQL. Jobs are claimed with FOR UPDATE SKIP LOCKED and a lease, so no job runs twice at once and a job
// whose worker died is taken up again.
import { readConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrateAs } from '../db/roles.js';
import { startUploadWorker } from './worker.js';

async function main() {
  const config = readConfig();
  if (!config.databaseUrl) {
    console.error('npm run worker needs DATABASE_URL (PostgreSQL). The embedded database serves one process, whose server runs its own worker.');
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 4 });
  await migrateAs(database, config);
  const worker = startUploadWorker(database, {}, (msg, err) => console.error(msg, err));
  console.log(`Upload worker ${worker.workerId} started`);
  const stop = async () => {
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
