// PGlite's upkeep (the vacuum and analyse PostgreSQL's autovacuum does): a table past autovacuum's thresholds is
// vacuumed or analysed (and only what is due), once no request has been in flight for a moment, or after the longest
// wait; stopping drops a statement still waiting; the counts survive a clean restart, as PostgreSQL's do.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { templatesReady } from '../../tests/server/templates.js';
import { Upkeep, type UpkeepOptions } from './upkeep.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

describe('upkeep on PGlite', () => {
  let database: Database;
  let upkeep: Upkeep;
  const keptUp = (opts: Partial<UpkeepOptions> = {}) => (upkeep = new Upkeep(database.db, database.turns, { quietMs: 0, maxWaitMs: 5_000, ...opts }));
  /** A write, then the check an upload job makes after it, and its passes. */
  const write = async (statement: ReturnType<typeof sql>) => {
    await database.db.execute(statement);
    upkeep.check();
    await upkeep.settled();
    return upkeep.passes.map((p) => [p.table, p.vacuumMs !== null, p.analyzeMs !== null]);
  };
  /** The rows the planner counts in t, and its pages not marked all-visible. */
  const stats = async () => rowsOf<{ tuples: number; notVisible: number }>(await database.db.execute(sql`
    select reltuples::int as tuples, pg_relation_size('t')::int / 8192 - relallvisible as "notVisible" from pg_class where relname = 't'`))[0];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    expect(database.upkeep).toBeInstanceOf(Upkeep);
  });
  beforeEach(async () => {
    await upkeep?.stop();
    await database.db.execute(sql`drop table if exists t`);
    await database.db.execute(sql`create table t (id int primary key, v text)`);
  });
  afterAll(async () => { await upkeep?.stop(); await database?.close(); });

  it('vacuums a table past autovacuum\'s dead-row or inserted-row threshold, and analyses one past its changed-row one', async () => {
    keptUp();
    expect(await stats()).toEqual({ tuples: -1, notVisible: 0 });
    // 2,000 inserted: over 1,000 + 20% of 0 (never counted) and over 50 + 10%.
    expect(await write(sql`insert into t select g, 'x' from generate_series(1, 2000) g`)).toEqual([['t', true, true]]);
    expect(await stats()).toEqual({ tuples: 2000, notVisible: 0 });
    // 100 dead rows: under 50 + 20% of 2,000 = 450, and 100 changed under 50 + 10% = 250.
    expect(await write(sql`update t set v = 'y' where id <= 100`)).toHaveLength(1);
    // 500 of each: both due.
    expect((await stats()).notVisible).toBeGreaterThan(0);
    expect(await write(sql`update t set v = 'z' where id <= 400`)).toEqual([['t', true, true], ['t', true, true]]);
    expect((await stats()).notVisible).toBe(0);
  });

  it('only analyses a table with few changes (dead or inserted rows under their thresholds)', async () => {
    keptUp();
    expect(await write(sql`insert into t select g, 'x' from generate_series(1, 40) g`)).toEqual([]);
    expect(await write(sql`insert into t select g, 'x' from generate_series(41, 100) g`)).toEqual([['t', false, true]]);
    expect(await stats()).toEqual({ tuples: 100, notVisible: 1 });
  });

  it('waits for a quiet moment, or no longer than the longest wait', async () => {
    keptUp({ quietMs: 100 });
    const ended = database.turns.requestBegun();
    await database.db.execute(sql`insert into t select g, 'x' from generate_series(1, 2000) g`);
    upkeep.check();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(upkeep.passes).toEqual([]);
    ended();
    await upkeep.settled();
    expect(upkeep.passes.map((p) => p.table)).toEqual(['t']);

    keptUp({ quietMs: 100, maxWaitMs: 200 });
    const busy = database.turns.requestBegun();
    const t = performance.now();
    expect(await write(sql`insert into t select g, 'x' from generate_series(2001, 4000) g`)).toEqual([['t', true, true]]);
    busy();
    expect(performance.now() - t).toBeLessThan(3_000);
  });

  it('drops a statement still waiting when stopped', async () => {
    keptUp({ quietMs: 100, maxWaitMs: 60_000 });
    const busy = database.turns.requestBegun();
    await database.db.execute(sql`insert into t select g, 'x' from generate_series(1, 2000) g`);
    upkeep.check();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const t = performance.now();
    await upkeep.stop();
    busy();
    expect(performance.now() - t).toBeLessThan(1_000);
    expect(upkeep.passes).toEqual([]);
    expect((await stats()).notVisible).toBeGreaterThan(0);
  });
});

describe('upkeep of an upload job\'s pending index entries', () => {
  it('moves the GIN entries a job left pending into their index at its next pass', async () => {
    await templatesReady(inject('templatesReady'));
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(inject('pgliteMigrated'))]) });
    try {
      await database.db.execute(sql`create table g (id int primary key, name text)`);
      await database.db.execute(sql`create index g_name on g using gin (name gin_trgm_ops)`);
      const upkeep = new Upkeep(database.db, database.turns, { quietMs: 0, maxWaitMs: 5_000 });
      upkeep.check();
      await upkeep.settled();
      // As an upload job writes (uploads/db/trigramEntries.ts): its entries wait in the index's pending list.
      const asAJob = (from: number) => database.db.transaction(async (tx) => {
        await tx.execute(sql`set local gin_pending_list_limit = '1GB'`);
        await tx.execute(sql`insert into g select i, 'Student ' || i from generate_series(${from}::int, ${from + 999}::int) i`);
      });
      const pendingPages = async () => rowsOf<{ n: number }>(await database.db.execute(sql`select gin_clean_pending_list('g_name'::regclass)::int as n`))[0].n;
      await asAJob(1);
      expect(await pendingPages()).toBeGreaterThan(0);
      await asAJob(1001);
      // Searches read the pending list as they read the index.
      const search = async () => rowsOf(await database.db.execute(sql`select id from g where name like '%nt 1999'`));
      expect(await search()).toEqual([{ id: 1999 }]);
      upkeep.movePendingEntries();
      upkeep.check();
      await upkeep.settled();
      expect(await pendingPages()).toBe(0);
      expect(await search()).toEqual([{ id: 1999 }]);
      await upkeep.stop();
    } finally {
      await database.close();
    }
  });
});

describe('upkeep across a restart', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upkeep-restart-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('carries the counts of a clean close to the next start, and keeps up the table they make due', async () => {
    // The API suites' migrated template (tests/server/globalSetup.ts), loaded into a folder on disk.
    await templatesReady(inject('templatesReady'));
    const first = await openDatabase({ dataDir: dir, loadDataDir: new Blob([fs.readFileSync(inject('pgliteMigrated'))]) });
    await first.db.execute(sql`create table t (id int primary key, v text)`);
    await first.db.execute(sql`insert into t select g, 'x' from generate_series(1, 3000) g`);
    await first.close();

    const again = await openDatabase({ dataDir: dir });
    try {
      // PGlite's own statistics start from nothing: without the carried counts, t would never be due.
      const live = rowsOf<{ n: number }>(await again.db.execute(sql`select n_ins_since_vacuum::int as n from pg_stat_user_tables where relname = 't'`));
      expect(live).toEqual([{ n: 0 }]);
      const carried = async () => rowsOf<{ inserted: number; modified: number }>(await again.db.execute(sql`
        select inserted::int, modified::int from upkeep_counts where table_name = 't'`));
      expect(await carried()).toEqual([{ inserted: 3000, modified: 3000 }]);
      const upkeep = new Upkeep(again.db, again.turns, { quietMs: 0, maxWaitMs: 5_000 });
      upkeep.check();
      await upkeep.settled();
      expect(upkeep.passes.filter((p) => p.table === 't').map((p) => [p.vacuumMs !== null, p.analyzeMs !== null])).toEqual([[true, true]]);
      expect(await carried()).toEqual([{ inserted: 0, modified: 0 }]);
      const pages = rowsOf<{ tuples: number; notVisible: number }>(await again.db.execute(sql`
        select reltuples::int as tuples, pg_relation_size('t')::int / 8192 - relallvisible as "notVisible" from pg_class where relname = 't'`));
      expect(pages).toEqual([{ tuples: 3000, notVisible: 0 }]);
      await upkeep.stop();
    } finally {
      await again.close();
    }
  });
});
