// The frame of the in-process bench groups (schedule, feedback): each engine in turn (PGlite, then a scratch
// PostgreSQL database on BENCH_DATABASE_URL's or TEST_DATABASE_URL's server when there is one), migrated, seeded with
// the demo set and staged, the app built over it and an org admin signed in; the group's figures as one table.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { migrate, openDatabase, type Database } from '../../server/db/client.js';
import { readConfig } from '../../server/config.js';
import { seedDemo } from '../../server/seed/index.js';
import { printTable } from './util.js';

export const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
type Rows = Record<string, string | number>[];

/** A figure against its target: p50 and p95 in ms, and whether p95 meets it. */
export const figureRow = (engine: string, figure: string, t: { p50: number; p95: number }, target: number) =>
  ({ engine, figure, p50: t.p50.toFixed(1), p95: t.p95.toFixed(1), target: `≤ ${target}`, ok: t.p95 <= target ? 'ok' : 'over' });

export interface BenchApp { app: FastifyInstance; headers: Record<string, string> }

async function scratchPostgres(group: string): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `eoc_bench_${group}_${process.pid}`;
  const admin = async (q: string) => { const c = new pg.Client({ connectionString: base }); await c.connect(); try { await c.query(q); } finally { await c.end(); } };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

type Seed = (db: Database['db']) => Promise<unknown>;
const demoSeed: Seed = (db) => seedDemo(db, { students: 5_000 });

async function onDatabase<S>(database: Database, seed: Seed, stage: (db: Database['db']) => Promise<S>, measure: (b: BenchApp, staged: S) => Promise<Rows>): Promise<Rows> {
  await migrate(database);
  const started = performance.now();
  await seed(database.db);
  const staged = await stage(database.db);
  await database.db.execute(sql`analyze`);
  console.log(`data generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildApp({ database, config: { ...readConfig({}), logLevel: 'silent', staticDir: '/nonexistent' } });
  await app.ready();
  try {
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'orgadmin', password: 'demo1234' } });
    return await measure({ app, headers: { 'access-token': signIn.json().data.authToken as string } }, staged);
  } finally {
    await app.close();
  }
}

/** Runs `measure` on each engine (its rows name the engine) and prints the table under `title`; `seed`: the data
 *  before `stage` (the demo set with 5,000 students unless the group needs less). */
export async function onEngines<S>(group: string, title: string, stage: (db: Database['db']) => Promise<S>,
  measure: (engine: string, b: BenchApp, staged: S) => Promise<Rows>, seed: Seed = demoSeed): Promise<void> {
  const rows: Rows = [];
  const lite = await openDatabase({});
  try { rows.push(...(await onDatabase(lite, seed, stage, (b, s) => measure('pglite', b, s)))); } finally { await lite.close(); }
  const scratch = await scratchPostgres(group);
  if (scratch) {
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 5 });
    try { rows.push(...(await onDatabase(database, seed, stage, (b, s) => measure('postgres', b, s)))); } finally { await database.close(); await scratch.drop(); }
  }
  printTable(title, rows);
}
