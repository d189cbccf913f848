// PostgreSQL's autovacuum, for PGlite, which runs none (it is one backend in single-user mode, with no background
// workers). Without it nothing is ever vacuumed or analysed after the seed: a transfer's 100,000 old row versions
// stay in the table for good, and no page of new rows is marked all-visible, so every index-only walk of the lists
// fetches each row from the table. Measured on PGlite with 220,000 students after 100,000 were moved (2026-11-29, a
// slow machine of the kind): the list's page 200 took 41 ms before a VACUUM and 3 ms after, a 3-letter search's
// count 62 ms and 33, a searched page 15 ms and 5; the VACUUM of the students 0.6 s after 100,000 creates and 1.0 s
// after 100,000 moves, their ANALYZE 0.4 s.
// PGlite keeps the table statistics autovacuum decides by (pg_stat_user_tables: dead rows, rows inserted since the
// last vacuum, changed since the last analyse) while it runs. PostgreSQL writes them to disk at a clean shutdown;
// PGlite does not, so the upkeep does (upkeep_counts, at stop) and adds them to the new counts after a restart, until
// the table's vacuum or analyse (lost in a crash, as PostgreSQL's are). After each upload job, and
// every few minutes, the tables past autovacuum's own thresholds (its default settings) are vacuumed or analysed,
// statement by statement, each at a quiet moment (no request in flight for a while, or after a longest wait):
// PGlite's one connection is held for each statement, as it is for each of a job's chunks. The GIN entries a job left
// pending (uploads/db/trigramEntries.ts) are moved into their indexes the same way, first in the pass after the job.
// PostgreSQL keeps its own autovacuum, and has no Upkeep.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import type { ConnectionTurns } from './turns.js';
import { every, type Periodic } from '../jobs/every.js';

export interface UpkeepOptions {
  /** A statement waits for quietMs with no request in flight, but never longer than maxWaitMs. */
  quietMs: number;
  maxWaitMs: number;
}

/** A second with no request in flight: between a person's clicks, seldom between a page's own requests. */
export const UPKEEP_DEFAULTS: UpkeepOptions = { quietMs: 1_000, maxWaitMs: 30_000 };

/**
 * The tables autovacuum would vacuum or analyse now, with its default thresholds: dead rows over 50 + 20% of the
 * table, rows inserted since the last vacuum over 1,000 + 20% (so that new rows' pages are marked all-visible), rows
 * changed since the last analyse over 50 + 10%.
 */
const due = (carried: SQL) => sql`select * from (
    select s.relname as "table", s.n_dead_tup + coalesce(c.dead, 0) > 50 + 0.2 * n.rows
        or s.n_ins_since_vacuum + coalesce(c.inserted, 0) > 1000 + 0.2 * n.rows as "vacuum",
      s.n_mod_since_analyze + coalesce(c.modified, 0) > 50 + 0.1 * n.rows as "analyze"
    from pg_stat_user_tables s
    left join ${carried} c on c.table_name = s.relname
    cross join lateral (select greatest((select reltuples from pg_class where oid = s.relid), 0) as rows) n
    where s.schemaname = 'public') d
  where "vacuum" or "analyze"
  order by "table"`;

/** The counts carried from before a restart; none in a database without the table (not migrated: unit tests). */
const CARRIED = sql`upkeep_counts`;
const NONE_CARRIED = sql`(select null::text as table_name, 0 as dead, 0 as inserted, 0 as modified where false)`;
/** A migrated database: upkeep_counts (migration 0039), and gin_flush_pending (0034) before it. */
const MIGRATED = sql`select to_regclass('public.upkeep_counts') is not null as "migrated"`;

/** Saved at stop: the counts of this run added to those carried into it (the tables not kept up since). */
const SAVE = sql`insert into upkeep_counts (table_name, dead, inserted, modified)
  select relname, n_dead_tup, n_ins_since_vacuum, n_mod_since_analyze from pg_stat_user_tables
  where schemaname = 'public' and n_dead_tup + n_ins_since_vacuum + n_mod_since_analyze > 0
  on conflict (table_name) do update set dead = upkeep_counts.dead + excluded.dead,
    inserted = upkeep_counts.inserted + excluded.inserted, modified = upkeep_counts.modified + excluded.modified`;

/** The passes kept for a look (tests, a debugger): the last few, not every one of a server's months. */
const PASSES_KEPT = 50;

/** One table's upkeep, for the tests. */
export interface UpkeepPass { table: string; vacuumMs: number | null; analyzeMs: number | null }

export class Upkeep {
  private chain: Promise<void> = Promise.resolve();
  private stopped = false;
  /** Whether the database is migrated (MIGRATED, asked once). */
  private isMigrated: boolean | undefined;
  /**
   * Whether GIN indexes may hold pending entries an upload job left (uploads/db/trigramEntries.ts): after each big
   * job, and at the first pass after a start (a job may have left some before a restart).
   */
  private pendingEntries = true;
  readonly passes: UpkeepPass[] = [];
  /** This upkeep's own copy: a test may shorten its waits on a server's database. */
  readonly options: UpkeepOptions;

  constructor(private readonly db: Db, private readonly turns: ConnectionTurns, options: UpkeepOptions = UPKEEP_DEFAULTS,
    private readonly log: (msg: string, err?: unknown) => void = (msg, err) => console.error(msg, err)) {
    this.options = { ...options };
  }

  /** After a write (an upload job) and every few minutes: keeps up the tables that are due, after the passes before. */
  check(): void {
    if (this.stopped) return;
    this.chain = this.chain.then(() => this.run()).catch((err) => this.log('database upkeep failed', err));
  }

  /** An upload job committed with its trigram entries left pending: the next pass moves them first. */
  movePendingEntries(): void {
    this.pendingEntries = true;
  }

  /** Resolves once every pass asked for so far is done. */
  settled(): Promise<void> {
    return this.chain;
  }

  /**
   * No statement starts after this; the one running finishes. Then, once (the database closes next), the counts are
   * saved for the next start (SAVE).
   */
  async stop(): Promise<void> {
    if (this.stopped) return this.chain;
    this.stopped = true;
    this.chain = this.chain.then(async () => {
      if (!await this.migrated()) return;
      await this.db.execute(sql`select pg_stat_force_next_flush()`);
      await this.db.execute(SAVE);
    }).catch((err) => this.log('database upkeep could not save its counts', err));
    return this.chain;
  }

  private async run(): Promise<void> {
    if (this.stopped) return;
    // The counts of the writes just made are reported once the backend is idle (at most once a second unless forced).
    await this.db.execute(sql`select pg_stat_force_next_flush()`);
    const migrated = await this.migrated();
    if (this.pendingEntries && migrated) {
      this.pendingEntries = false;
      await this.quietly(sql`select gin_flush_pending()`);
    }
    const tables = (await this.db.execute(due(migrated ? CARRIED : NONE_CARRIED)) as unknown as { rows: { table: string; vacuum: boolean; analyze: boolean }[] }).rows;
    for (const { table, vacuum, analyze } of tables) {
      const vacuumMs = vacuum ? await this.quietly(sql`vacuum ${sql.identifier(table)}`) : null;
      const analyzeMs = analyze ? await this.quietly(sql`analyze ${sql.identifier(table)}`) : null;
      if (this.stopped) return;
      // What was carried from before a restart is done with, as the live counts are.
      if (migrated) await this.db.execute(sql`update upkeep_counts set
        dead = case when ${vacuum} then 0 else dead end, inserted = case when ${vacuum} then 0 else inserted end,
        modified = case when ${analyze} then 0 else modified end where table_name = ${table}`);
      this.passes.push({ table, vacuumMs, analyzeMs });
      if (this.passes.length > PASSES_KEPT) this.passes.shift();
    }
  }

  private async migrated(): Promise<boolean> {
    this.isMigrated ??= (await this.db.execute(MIGRATED) as unknown as { rows: { migrated: boolean }[] }).rows[0].migrated;
    return this.isMigrated;
  }

  /**
   * Runs `statement` once no request has been in flight for quietMs (or maxWaitMs have passed); its time in ms, or
   * null when stopped before it ran.
   */
  private async quietly(statement: SQL): Promise<number | null> {
    const until = performance.now() + this.options.maxWaitMs;
    let quietSince = performance.now();
    while (performance.now() < until) {
      if (this.stopped) return null;
      if (this.turns.requestsInFlight > 0) quietSince = performance.now();
      else if (performance.now() - quietSince >= this.options.quietMs) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    if (this.stopped) return null;
    const t = performance.now();
    await this.db.execute(statement);
    return performance.now() - t;
  }
}

/** Keeps up every `intervalMs` (5 minutes), starting now, beside the check each upload job makes (main.ts). */
export const startUpkeep = (upkeep: Upkeep, intervalMs = 5 * 60_000): Periodic => every(intervalMs, () => {
  upkeep.check();
  return upkeep.settled();
});
