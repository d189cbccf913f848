// `npm run -s potential-matches:secret -- --org-code CODE`: prints the secret with which that organisation's CRM
// signs its potential-matches tokens (README, Embedding in a CRM), made on first use and kept in the database the
// server uses (DATABASE_URL, else DATA_DIR). Only the secret goes to stdout, so a script can capture it.
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client.js';
import { needsNewDataDir } from '../server/db/newDataDir.js';
import { orgTokenSecret } from '../server/potentialMatches/orgToken.js';
import { organisationIdByCode } from '../server/potentialMatches/repository.js';
import { readConfig } from '../server/config.js';

const { values } = parseArgs({ options: { 'org-code': { type: 'string' } } });
const code = values['org-code']?.trim();
if (!code) {
  console.error('Usage: npm run -s potential-matches:secret -- --org-code CODE');
  process.exit(2);
}
const config = readConfig();
if (!config.databaseUrl && needsNewDataDir(config.dataDir)) {
  console.error(`No database in ${config.dataDir}: start the server once first (or set DATABASE_URL).`);
  process.exit(1);
}
// On the embedded database this fails while the server runs (one process per data folder): stop it first.
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
try {
  const orgId = await organisationIdByCode(database.db, code);
  if (orgId === null) {
    console.error(`No organisation has the code ${code}.`);
    process.exitCode = 1;
  } else {
    console.log(await orgTokenSecret(database.db, orgId));
    console.error(`The CRM of organisation ${code} signs its potential-matches tokens with this secret; keep it as secret as a password.`);
  }
} finally {
  await database.close();
}
