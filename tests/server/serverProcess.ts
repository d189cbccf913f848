// The real server as a child process on its own database (a PGlite folder or a scratch PostgreSQL database), for
// tests that kill it: the crash test of uploads.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.js';
import { seedPlatform } from '../../server/seed/seedPlatform.js';
import { createScratchDatabase, type Engine } from './harness.js';
import { templatesReady } from './templates.js';

export interface DatabasePlace { engine: Engine; dataDir?: string; databaseUrl?: string; drop(): Promise<void> }

/** A migrated database with the demo users and centres, and no entity data: a copy of the run's migrated template
 *  (tests/server/templates.ts), where migrating a new PGlite folder took some 10 s a suite. */
export async function preparedDatabase(engine: Engine): Promise<DatabasePlace> {
  await templatesReady(inject('templatesReady'));
  let place: DatabasePlace;
  if (engine === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eoc-crash-'));
    place = { engine, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
    await withDatabase(place, (db) => seedPlatform(db.db), new Blob([fs.readFileSync(inject('pgliteMigrated'))]));
  } else {
    const { url, drop } = await createScratchDatabase('eoc_crash', inject('postgresMigrated'));
    place = { engine, databaseUrl: url, drop };
    await withDatabase(place, (db) => seedPlatform(db.db));
  }
  return place;
}

/** Opens the place's database for a moment (a PGlite folder only while no server holds it; a new folder filled from
 *  `loadDataDir`, a PGlite dump, when given). */
export async function withDatabase<T>(place: DatabasePlace, fn: (db: Database) => Promise<T>, loadDataDir?: Blob): Promise<T> {
  const database = await openDatabase({ databaseUrl: place.databaseUrl, dataDir: place.dataDir, poolSize: 2, loadDataDir });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/** A free port the system gives, or CHILD_PORT when set (a bench that must keep to ports it was given). */
export async function freePort(): Promise<number> {
  if (process.env.CHILD_PORT) return Number(process.env.CHILD_PORT);
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerChild { child: ChildProcess; url: string; output(): string; waitFor(text: string, timeoutMs: number): Promise<void> }

/** The server started and answering /api/health. */
export async function startServerChild(place: DatabasePlace, env: Record<string, string>): Promise<ServerChild> {
  const server = await spawnServerChild(place, env);
  await server.ready;
  return server;
}

/** The server spawned; `ready` resolves once it answers /api/health (tests that kill it while it starts wait less). */
export async function spawnServerChild(place: DatabasePlace, env: Record<string, string>): Promise<ServerChild & { ready: Promise<void> }> {
  const port = await freePort();
  // SERVER_CPU_PROF=<folder>: the server's V8 CPU profiles (a .cpuprofile per thread, written when it stops), for
  // finding where a bench's server time goes (`node --cpu-prof` is not allowed in NODE_OPTIONS).
  const profile = process.env.SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env: {
      // As `npm start` runs it (package.json): glibc's per-thread arenas otherwise keep the parse workers' memory.
      MALLOC_ARENA_MAX: '2',
      ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'warn',
      ...(place.dataDir ? { DATA_DIR: place.dataDir } : { DATABASE_URL: place.databaseUrl! }), ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => { log += d; });
  child.stderr!.on('data', (d) => { log += d; });
  const url = `http://127.0.0.1:${port}`;
  const waitFor = async (check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) => {
    const until = Date.now() + timeoutMs;
    while (!(await check())) {
      if (child.exitCode !== null) throw new Error(`server exited while waiting for ${what}:\n${log}`);
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}:\n${log}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const ready = waitFor(async () => (await fetch(`${url}/api/health`).catch(() => null))?.ok === true, 120_000, 'the server');
  // A test that expects this server to refuse to start never awaits `ready`: its rejection must not be unhandled.
  ready.catch(() => {});
  return { child, url, ready, output: () => log, waitFor: (text, ms) => waitFor(() => log.includes(text), ms, text) };
}

export function killChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
