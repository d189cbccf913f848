// Once per test run: migrate and seed the demo set once per engine, and keep it as a template every API suite starts
// from (tests/server/harness.ts) instead of each suite migrating and seeding its own:
// - PGlite: an in-memory database dumped as a tarball, which each suite loads;
// - PostgreSQL (when TEST_DATABASE_URL is set): a database that each suite copies with CREATE DATABASE ... TEMPLATE.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrate, openDatabase } from '../../server/db/client.js';
import { seedDemo } from '../../server/seed/index.js';
import { TEST_STUDENTS } from './harness.js';

type Provide = (key: 'pgliteTemplate' | 'postgresTemplate', value: string) => void;

export default async function setup({ provide }: { provide: Provide }) {
  const [pglite, postgres] = await Promise.all([pgliteTemplate(), process.env.TEST_DATABASE_URL ? postgresTemplate(process.env.TEST_DATABASE_URL) : undefined]);
  provide('pgliteTemplate', pglite);
  if (!postgres) return undefined;
  provide('postgresTemplate', postgres.name);
  return postgres.drop;
}

async function pgliteTemplate(): Promise<string> {
  const file = path.resolve('.tmp/pglite-test-template.tgz');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = await openDatabase({});
  await migrate(database);
  await seedDemo(database.db, { students: TEST_STUDENTS });
  fs.writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  return file;
}

/** A migrated, seeded database nobody connects to afterwards (a template must have no sessions while it is copied). */
async function postgresTemplate(base: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `eoc_template_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try { await c.query(text); } finally { await c.end(); }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    await migrate(database);
    await seedDemo(database.db, { students: TEST_STUDENTS });
  } finally {
    await database.close();
  }
  return { name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

declare module 'vitest' {
  export interface ProvidedContext { pgliteTemplate: string; postgresTemplate?: string }
}
