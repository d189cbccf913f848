// Builds the real app on a real database for API tests: in-memory PGlite by default, or a fresh PostgreSQL
// database (created and dropped per suite) when the suite runs against TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { migrate, openDatabase, type Database } from '../../server/db/client.js';
import { readConfig, type ServerConfig } from '../../server/config.js';
import { seedDemo } from '../../server/seed/index.js';
import { TEMPLATE_STUDENTS, templatesReady } from './templates.js';

export type Engine = 'pglite' | 'postgres';

/** The engines to run a suite on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** API suites seed a smaller demo set than `npm start` (20,000): enough for paging and scope, quick to build. */
export const TEST_STUDENTS = TEMPLATE_STUDENTS;

/** `prepare`: adds to the app before it is ready (a hook standing for something that happens mid-request). */
export async function startTestServer(engine: Engine, overrides: Partial<ServerConfig> = {}, seed = { students: TEST_STUDENTS },
  prepare?: (app: FastifyInstance, database: Database) => void): Promise<TestServer> {
  // Both engines start from the run's seeded template (globalSetup.ts) when the suite wants the usual demo set. A copy
  // of it is migrated and seeded already, by this run's code: checking that again would cost seconds a suite.
  const usual = seed.students === TEST_STUDENTS;
  if (usual) await (ready ??= templatesReady(inject('templatesReady')));
  const pgTemplate = engine === 'postgres' && usual ? inject('postgresTemplate') : undefined;
  const { url, drop } = engine === 'postgres' ? await createScratchDatabase('eoc_test', pgTemplate) : { url: undefined, drop: async () => {} };
  const template = engine === 'pglite' && usual ? pgliteTemplate() : undefined;
  const database = await openDatabase({ databaseUrl: url, dataDir: undefined, poolSize: 5, loadDataDir: template });
  if (!template && !pgTemplate) {
    await migrate(database);
    await seedDemo(database.db, seed);
  }
  const config = { ...readConfig({}), logLevel: 'silent', staticDir: '/nonexistent', checkResponses: true, ...overrides };
  const app = await buildApp({ database, config });
  prepare?.(app, database);
  await app.ready();
  return {
    app, database,
    async close() { await app.close(); await database.close(); await drop(); },
  };
}

let ready: Promise<void> | undefined;

/** The seeded PGlite made once per run (templates.ts): a suite loads it instead of migrating and seeding. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server (a copy of `template` when given), and how to drop it. */
export async function createScratchDatabase(prefix = 'eoc_test', template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function login(app: FastifyInstance, username: string, password = 'demo1234') {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  return { res, body: res.json(), token: res.json()?.data?.authToken as string | undefined };
}
