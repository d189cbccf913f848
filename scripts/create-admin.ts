// `npm run admin:create -- --username NAME --first-name NAME --org-name "Name" --org-code CODE [--last-name NAME]`
// with the password in ADMIN_PASSWORD: the first administrator of a database without demo data, on the database the
// server would open (DATABASE_URL, else DATA_DIR), migrated first (with MIGRATION_DATABASE_URL's role when set).
import { parseArgs } from 'node:util';
import { createFirstAdmin, firstAdminProblem } from '../server/admin/firstAdmin.js';
import { stopPasswordWorkers } from '../server/auth/passwords.js';
import { openDatabase } from '../server/db/client.js';
import { makeDataDirInChild, needsNewDataDir } from '../server/db/newDataDir.js';
import { migrateAs } from '../server/db/roles.js';
import { readConfig } from '../server/config.js';

const { values } = parseArgs({
  options: { username: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' }, 'org-name': { type: 'string' }, 'org-code': { type: 'string' } },
});
const input = {
  username: values.username ?? '', firstName: values['first-name'] ?? '', lastName: values['last-name'],
  orgName: values['org-name'] ?? '', orgCode: values['org-code'] ?? '', password: process.env.ADMIN_PASSWORD ?? '',
};
const problem = firstAdminProblem(input);
if (problem) {
  console.error(`${problem}.\nUsage: ADMIN_PASSWORD=... npm run admin:create -- --username NAME --first-name NAME --org-name "Name" --org-code CODE [--last-name NAME]`);
  process.exit(2);
}
const config = readConfig();
if (!config.databaseUrl && needsNewDataDir(config.dataDir)) await makeDataDirInChild(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const made = await migrateAs(database, config, (db) => createFirstAdmin(db, input));
  console.log(`Created ${input.username} (role Admin, every ability) in organisation ${input.orgCode} (id ${made!.orgId}).`);
} catch (err) {
  console.error(`Not created: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
  await stopPasswordWorkers();
}
