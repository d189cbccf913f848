// One database handle for both engines: embedded PGlite (default) or PostgreSQL through `pg` (DATABASE_URL).
// Same drizzle tables, same migrations, same repositories; only the driver differs.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as platformTables from './tables.js';
import * as entityTables from './entityTables.js';
import { ConnectionTurns } from './turns.js';
import { Upkeep } from './upkeep.js';
import { lockDataDir } from './dataDirLock.js';
import { listenOnPostgres, type ListenHandlers, type Listening } from './listener.js';

const tables = { ...platformTables, ...entityTables };

export type Db = PgDatabase<PgQueryResultHKT, typeof tables>;

export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Reads that must answer while an upload job's transaction holds PGlite's one connection (turns.ts). */
  turns: ConnectionTurns;
  close(): Promise<void>;
  /** The pg pool (PostgreSQL only), for work that must hold one connection. */
  pool?: import('pg').Pool;
  /** PGlite only: the whole data folder as an uncompressed tarball, after a checkpoint (quick to load again). */
  dumpDataDir?: () => Promise<Blob>;
  /** LISTEN on `channel` (db/listener.ts on PostgreSQL; PGlite's own, in this process), for NOTIFYs of any process. */
  listen(channel: string, handlers: ListenHandlers): Listening;
  /** PGlite only: the vacuum and analyse that PostgreSQL's autovacuum does, after big writes (upkeep.ts). */
  readonly upkeep?: Upkeep;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` or undefined keeps it in memory. */
  dataDir?: string;
  /** PGlite only: start from a dump made by `dumpDataDir` (tests start from a seeded template this way). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

/** Whether a PGlite data folder lives on disk (not `memory://`). */
export const onDisk = (dataDir: string | undefined): dataDir is string => !!dataDir && !dataDir.startsWith('memory://');

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (onDisk(dataDir)) fs.mkdirSync(dataDir, { recursive: true });
  const unlock = onDisk(dataDir) ? lockDataDir(dataDir) : () => {};
  // PostgreSQL's shared buffers live in PGlite's WebAssembly memory, which never shrinks: at the default 128 MB it
  // grows to some 260 MB touched under a 100,000-row upload and takes the server past 1 GB. 32 MB keeps it at its
  // initial 128 MB; the operating system's file cache still holds the data folder. Name search over a million
  // students costs about 115 ms instead of 50 at p95 (issue 4's target is 250 ms).
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${process.env.PGLITE_SHARED_BUFFERS || '32MB'}`];
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, startParams, ...(loadDataDir ? { loadDataDir } : {}) })
    .catch((err: unknown) => { unlock(); throw err; });
  let turns: ConnectionTurns | undefined;
  const db = drizzle({ client: lendingClient(client, () => turns!, () => db), schema: tables }) as unknown as Db;
  turns = new ConnectionTurns(db, true);
  const upkeep = new Upkeep(db, turns);
  return { db, kind: 'pglite', turns, upkeep, close: () => upkeep.stop().then(() => client.close()).finally(unlock), dumpDataDir: async () => { await client.exec('checkpoint'); return client.dumpDataDir('none'); }, listen: (channel, handlers) => listenOnPglite(client, channel, handlers) };
}

type PGliteClient = import('@electric-sql/pglite').PGlite;

/** PGlite delivers a NOTIFY to this process's listeners when its transaction commits, as PostgreSQL does. */
function listenOnPglite(client: PGliteClient, channel: string, handlers: ListenHandlers): Listening {
  const unlisten = client.listen(channel, handlers.onPayload).then((off) => { handlers.onListening?.(); return off; });
  return { stop: async () => { if (!client.closed) await (await unlisten.catch(() => undefined))?.(); } };
}
type PGliteTx = import('@electric-sql/pglite').Transaction;

/**
 * PGlite as drizzle sees it, with one change: a read-only request's SELECT, while an upload job's transaction holds
 * the connection, is lent the job's next turn (turns.ts) and runs inside that transaction, instead of waiting
 * seconds for its commit. Only one transaction runs at a time on PGlite, so the one in progress is the job's.
 */
function lendingClient(client: PGliteClient, turns: () => ConnectionTurns, plain: () => Db): PGliteClient {
  let inProgress: PGliteTx | undefined;
  const query: PGliteClient['query'] = (text, params, options) => {
    if (!turns().lends(text)) return client.query(text, params, options);
    // At a turn `db` is the job's savepoint; a read still waiting when the job ends runs on the free connection.
    return turns().read((db) => (db === plain() || !inProgress ? client : inProgress).query(text, params, options));
  };
  const transaction: PGliteClient['transaction'] = (callback) => client.transaction(async (tx) => {
    inProgress = tx;
    try {
      return await callback(tx);
    } finally {
      inProgress = undefined;
    }
  });
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.default.Pool({ connectionString: url, max });
  // A dropped connection must not crash the process. The pool listens on its idle clients only; a checked-out
  // client (a transaction, the migration's lock) that loses its backend emits 'error' with nobody listening, which
  // Node turns into an exit. Its query in flight, or its next one, fails instead, and the pool drops the client.
  pool.on('error', () => {});
  const named = namedStatements();
  pool.on('connect', (client) => {
    client.on('error', () => {});
    if (named) namePreparedQueries(client);
  });
  const db = drizzle(pool, { schema: tables }) as unknown as Db;
  const listenUrl = process.env.LISTEN_DATABASE_URL || url;
  return { db, kind: 'postgres', turns: new ConnectionTurns(db, false), pool, close: () => pool.end(), listen: (channel, handlers) => listenOnPostgres(listenUrl, channel, handlers) };
}

/**
 * Marks a hot query (`sql\`${prepared}select ...\``) to be kept as a named prepared statement on each PostgreSQL
 * connection: it is parsed and planned once per connection instead of on every request (the sign-in check runs
 * on every call). Only for single statements whose best plan does not hang on the values. A comment on PGlite.
 */
export const prepared = sql.raw('/* prepared */ ');
const PREPARED_MARK = '/* prepared */ ';

const preparedNames = new Map<string, string>();
/**
 * At most this many texts are kept prepared: each costs a plan on every connection. List pages have a shape per
 * sort, filter set and number of centres, a few dozen in use; past the bound a new text runs unnamed (planned each
 * time), as before.
 */
const MAX_PREPARED = 300;

/** The statement's name: a hash of its text, worked out once per text; undefined past MAX_PREPARED texts. */
function preparedName(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (!name && preparedNames.size < MAX_PREPARED) preparedNames.set(text, (name = `p${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
  return name;
}

/**
 * Named statements live on one server connection. Behind PgBouncer in transaction mode a client's next transaction
 * may run on another one, where the name is unknown, unless PgBouncer tracks them (1.21+, max_prepared_statements
 * above 0; Debian 12 ships 1.18): DATABASE_PREPARED_STATEMENTS=false then sends every query unnamed (README).
 */
const namedStatements = () => process.env.DATABASE_PREPARED_STATEMENTS !== 'false';

function namePreparedQueries(client: import('pg').PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const c = config as { text?: unknown; name?: string } | null;
    const name = c && typeof c === 'object' && typeof c.text === 'string' && !c.name && c.text.startsWith(PREPARED_MARK) ? preparedName(c.text) : undefined;
    if (name) return query({ ...c, name }, ...rest);
    return query(config, ...rest);
  };
}

/**
 * Applies the committed SQL migrations, then `afterwards` (the demo seed) under the same lock: on PostgreSQL many
 * processes may start at once on an empty database, and only the first migrates and seeds; the others find it done.
 */
export async function migrate<T>(database: Database, afterwards?: () => Promise<T>): Promise<T | undefined> {
  if (database.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder });
    return afterwards?.();
  }
  const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
  return underMigrationLock(database.pool!, async () => {
    await run(database.db as never, { migrationsFolder });
    return afterwards?.();
  });
}

const MIGRATION_LOCK = 727274;

/**
 * Runs `fn` while one connection holds the migration lock in an open transaction. A transaction-level lock, not a
 * session one: behind PgBouncer in transaction mode a session lock stays on whichever server connection took it
 * (the unlock may run on another), while a transaction keeps its server connection until it ends. `fn` works on
 * other pooled connections, so the pool needs two.
 */
async function underMigrationLock<T>(pool: import('pg').Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failed: unknown;
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    const result = await fn();
    await client.query('commit');
    return result;
  } catch (err) {
    failed = err;
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release(failed instanceof Error ? failed : undefined);
  }
}

/** The number of migrations applied, for /api/health. */
export async function migrationLevel(database: Database): Promise<number> {
  const res = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const rows = (res as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
}
