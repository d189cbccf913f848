// The seeded templates every API suite starts from (tests/server/harness.ts), made once per run in a child process
// that globalSetup.ts starts and does not wait for: the component and unit tests run meanwhile (vitest.config.ts runs
// them first), and a suite that needs a template waits for the ready file this writes. One per engine:
// - PGlite: an in-memory database dumped as a tarball that each suite loads (checkpointed and not compressed: each of
//   the run's hundred loads takes about half the time of a gzip one);
// - PostgreSQL (when TEST_DATABASE_URL is set): a database each suite copies with CREATE DATABASE ... TEMPLATE; nobody
//   stays connected to it (a template must have no sessions while it is copied).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase } from '../../server/db/client.js';
import { seedDemo } from '../../server/seed/index.js';

/** Made before any suite runs: the seed's size here must match harness.ts's TEST_STUDENTS. */
export const TEMPLATE_STUDENTS = 5000;

/** `pgliteMigratedFile`: the migrated PGlite before the seed, for suites that start servers on their own folders. */
export interface TemplatePlan { pgliteFile: string; pgliteMigratedFile: string; postgresName?: string; readyFile: string }

async function pgliteTemplate(file: string, migratedFile: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = await openDatabase({});
  // PGlite's one backend runs the checkpoints too, so this session's setting reaches them: old WAL segments are
  // removed instead of renamed for later use, and the tarball each suite loads holds one 16 MB segment, not five
  // (64 MB against 114 MB: a load takes about 0.25 s less).
  await database.db.execute(sql`set wal_recycle = off`);
  await migrate(database);
  await writeWhole(migratedFile, await database.dumpDataDir!());
  await seedDemo(database.db, { students: TEMPLATE_STUDENTS });
  await writeWhole(file, await database.dumpDataDir!());
  await database.close();
}

async function writeWhole(file: string, dump: Blob): Promise<void> {
  fs.writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(`${file}.part`, file);
}

async function admin(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try { await c.query(text); } finally { await c.end(); }
}

const databaseUrl = (name: string) => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The migrated database first (a template of its own), then the seeded one copied from it. */
async function postgresTemplate(name: string): Promise<void> {
  const migrated = migratedName(name);
  await admin(`create database ${migrated}`);
  const empty = await openDatabase({ databaseUrl: databaseUrl(migrated), poolSize: 2 });
  try {
    await migrate(empty);
  } finally {
    await empty.close();
  }
  await admin(`create database ${name} template ${migrated}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 2 });
  try {
    await seedDemo(database.db, { students: TEMPLATE_STUDENTS });
  } finally {
    await database.close();
  }
}

/** The migrated, unseeded PostgreSQL template beside the seeded one `name`. */
export const migratedName = (name: string) => `${name}_migrated`;

export async function dropPostgresTemplate(name: string): Promise<void> {
  for (const db of [name, migratedName(name)]) await admin(`drop database if exists ${db} with (force)`);
}

/** Waits for the child's ready file; throws the child's error when it failed, or after `timeoutMs`. */
export async function templatesReady(readyFile: string, timeoutMs = 300_000): Promise<void> {
  for (const until = Date.now() + timeoutMs; ;) {
    if (fs.existsSync(readyFile)) {
      const answer = JSON.parse(fs.readFileSync(readyFile, 'utf8')) as { ok: boolean; error?: string };
      if (answer.ok) return;
      throw new Error(`The API suites' seeded templates could not be made:\n${answer.error}`);
    }
    if (Date.now() > until) throw new Error(`The API suites' seeded templates were not ready after ${timeoutMs / 1000} s (${readyFile})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// Run as a child: `node --import tsx tests/server/templates.ts '<plan as JSON>'`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const plan = JSON.parse(process.argv[2]) as TemplatePlan;
  const started = Date.now();
  const write = (answer: object) => {
    fs.writeFileSync(`${plan.readyFile}.part`, JSON.stringify(answer));
    fs.renameSync(`${plan.readyFile}.part`, plan.readyFile);
  };
  Promise.all([pgliteTemplate(plan.pgliteFile, plan.pgliteMigratedFile), plan.postgresName ? postgresTemplate(plan.postgresName) : undefined])
    .then(() => { write({ ok: true, ms: Date.now() - started }); process.exit(0); })
    .catch((err: unknown) => { write({ ok: false, error: err instanceof Error ? err.stack : String(err) }); process.exit(1); });
}
