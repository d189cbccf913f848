// Makes a PGlite data folder as the server's first start does (server/main.ts): migrated and seeded with the demo set,
// with 5,000 students as the API suites have (tests/server/harness.ts) instead of the 20,000 of `npm start`: no spec
// counts them, and a quarter of the students is a quarter of the attendance marks to seed, copy and query.
import { migrate, openDatabase } from '../../../server/db/client.js';
import { makeDataDirInChild } from '../../../server/db/newDataDir.js';
import { seedDemo } from '../../../server/seed/index.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: seedDataDir.ts <data folder>');
await makeDataDirInChild(dataDir);
const database = await openDatabase({ dataDir });
await migrate(database);
await seedDemo(database.db, { students: 5000 });
await database.close();
