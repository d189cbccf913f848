// PostgreSQL's autovacuum, for PGlite, which runs none (it is one backend in single-user mode, with no background
// workers). Without it nothing is ever vacuumed or analysed after the seed: a transfer's 100,000 old row versions
// stay in the table for good, and no page of new rows is marked all-visible, so every index-only walk of the lists
// fetches each row from the table. Measured on PGlite with 220,000 students after 100,000 were moved (2026-11-29, a
// slow machine of the kind): the list's page 200 took 41 ms before a VACUUM and 3 ms after, a 3-letter search's
// count 62 ms and 33, a searched page 15 ms and 5; the VACUUM of the students 0.6 s after 100,000 creates and 1.0 s
// after 100,000 moves, their ANALYZE 0.4 s.
// PGlite keeps the table statistics autovacuum decides by (pg_stat_user_tables: dead rows, rows inserted since the
// last vacuum, changed since the last analyse) while it runs, not across a restart. So after each upload job, and
// every few minutes, the tables past autovacuum's own thresholds (its default settings) are vacuumed or analysed,
// statement by statement, each at a quiet moment (no request in flight for a while, or after a longest wait):
// PGlite's one connection is held for each statement, as it is for each of a job's chunks. PostgreSQL keeps its own
// autovacuum, and has no Upkeep.
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
const DUE = sql`select * from (
    select s.relname as "table", s.n_dead_tup > 50 + 0.2 * n.rows or s.n_ins_since_vacuum > 1000 + 0.2 * n.rows as "vacuum",
      s.n_mod_since_analyze > 50 + 0.1 * n.rows as "analyze"
    from pg_stat_user_tables s
    cross join lateral (select greatest((select reltuples from pg_class where oid = s.relid), 0) as rows) n
    where s.schemaname = 'public') d
  where "vacuum" or "analyze"
  order by "table"`;

/** The passes kept for a look (tests, a debugger): the last few, not every one of a server's months. */
const PASSES_KEPT = 50;

/** One table's upkeep, for the tests. */
export interface UpkeepPass { table: string; vacuumMs: number | null; analyzeMs: number | null }

export class Upkeep {
  private chain: Promise<void> = Promise.resolve();
  private stopped = false;
  readonly passes: UpkeepPass[] = [];

  constructor(private readonly db: Db, private readonly turns: ConnectionTurns, private readonly opts: UpkeepOptions = UPKEEP_DEFAULTS,
    private readonly log: (msg: string, err?: unknown) => void = (msg, err) => console.error(msg, err)) {}

  /** After a write (an upload job) and every few minutes: keeps up the tables that are due, after the passes before. */
  check(): void {
    if (this.stopped) return;
    this.chain = this.chain.then(() => this.run()).catch((err) => this.log('database upkeep failed', err));
  }

  /** Resolves once every pass asked for so far is done. */
  settled(): Promise<void> {
    return this.chain;
  }

  /** No statement starts after this; the one running finishes. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.chain;
  }

  private async run(): Promise<void> {
    if (this.stopped) return;
    // The counts of the writes just made are reported once the backend is idle (at most once a second unless forced).
    await this.db.execute(sql`select pg_stat_force_next_flush()`);
    const due = (await this.db.execute(DUE) as unknown as { rows: { table: string; vacuum: boolean; analyze: boolean }[] }).rows;
    for (const { table, vacuum, analyze } of due) {
      const vacuumMs = vacuum ? await this.quietly(sql`vacuum ${sql.identifier(table)}`) : null;
      const analyzeMs = analyze ? await this.quietly(sql`analyze ${sql.identifier(table)}`) : null;
      if (this.stopped) return;
      this.passes.push({ table, vacuumMs, analyzeMs });
      if (this.passes.length > PASSES_KEPT) this.passes.shift();
    }
  }

  /**
   * Runs `statement` once no request has been in flight for quietMs (or maxWaitMs have passed); its time in ms, or
   * null when stopped before it ran.
   */
  private async quietly(statement: SQL): Promise<number | null> {
    const until = performance.now() + this.opts.maxWaitMs;
    let quietSince = performance.now();
    while (performance.now() < until) {
      if (this.stopped) return null;
      if (this.turns.requestsInFlight > 0) quietSince = performance.now();
      else if (performance.now() - quietSince >= this.opts.quietMs) break;
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
