// Makes a PGlite data folder as the server's first start does (server/main.ts): migrated and seeded with the demo set.
import { migrate, openDatabase } from '../../../server/db/client.js';
import { makeDataDirInChild } from '../../../server/db/newDataDir.js';
import { seedDemo } from '../../../server/seed/index.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: seedDataDir.ts <data folder>');
await makeDataDirInChild(dataDir);
const database = await openDatabase({ dataDir });
await migrate(database);
await seedDemo(database.db);
await database.close();
