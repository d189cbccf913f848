// Once per test run: migrate and seed an in-memory PGlite, and keep it as a tarball that every API suite
// loads (tests/server/harness.ts), instead of each suite migrating and seeding its own.
import fs from 'node:fs';
import path from 'node:path';
import { migrate, openDatabase } from '../../server/db/client.js';
import { seedDemo } from '../../server/seed/index.js';
import { TEST_STUDENTS } from './harness.js';

export default async function setup({ provide }: { provide: (key: 'pgliteTemplate', value: string) => void }) {
  const file = path.resolve('.tmp/pglite-test-template.tgz');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = await openDatabase({});
  await migrate(database);
  await seedDemo(database.db, { students: TEST_STUDENTS });
  fs.writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  provide('pgliteTemplate', file);
}

declare module 'vitest' {
  export interface ProvidedContext { pgliteTemplate: string }
}
