// Reads that take their turn inside a long transaction on PGlite's one connection: they answer before the commit,
// see what the transaction wrote so far, and one that fails leaves the transaction whole.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from './client.js';
import { TURN_MS } from './turns.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const countOf = async (db: Db) => Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from t`))[0].n);

describe('connection turns on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.db.execute(sql`create table t (id int primary key)`);
  });
  afterAll(async () => { await database?.close(); });

  it('answers a read at once when no transaction holds the connection', async () => {
    expect(database.turns.shared).toBe(true);
    expect(await database.turns.read(countOf)).toBe(0);
  });

  it('serves waiting reads at a turn, before the commit, and a failing read leaves the transaction whole', async () => {
    const seen: string[] = [];
    let good: Promise<number> | undefined, bad: Promise<unknown> | undefined, late: Promise<number> | undefined;
    await database.turns.transaction(async (tx, turn) => {
      await tx.execute(sql`insert into t values (1), (2)`);
      good = database.turns.read(countOf).then((n) => { seen.push('good'); return n; });
      bad = database.turns.read((db) => db.execute(sql`select * from no_such_table`));
      bad.catch(() => seen.push('bad'));
      await turn();
      seen.push('turned');
      await tx.execute(sql`insert into t values (3)`);
      late = database.turns.read(countOf);
      seen.push('committing');
    });
    // The good read saw the two uncommitted rows; the failed one was rolled back to its savepoint, so the third
    // insert and the commit went through; the read that came after the last turn ran once the commit freed the connection.
    expect(await good).toBe(2);
    await expect(bad).rejects.toThrow(/no_such_table/);
    expect(seen.slice(0, 3).sort()).toEqual(['bad', 'good', 'turned']);
    expect(seen.indexOf('committing')).toBeGreaterThan(seen.indexOf('turned'));
    expect(await late).toBe(3);
    expect(await countOf(database.db)).toBe(3);
  });

  it('serves a read that a served read leads to (a request whose sign-in check comes first) in the same turn while the request is in flight', async () => {
    let second: Promise<number> | undefined;
    let servedBeforeCommit = false;
    const requestEnded = database.turns.requestBegun();
    await database.turns.transaction(async (tx, turn) => {
      await tx.execute(sql`insert into t values (4)`);
      second = database.turns.read(countOf).then(() => database.turns.read(countOf));
      const marked = second.then(() => { servedBeforeCommit = true; });
      await turn();
      await Promise.race([marked, new Promise((r) => setTimeout(r, 0))]);
      expect(servedBeforeCommit).toBe(true);
    }).finally(requestEnded);
    expect(await second).toBe(4);
    requestEnded(); // a request's response may both finish and close: counted out once
    expect(database.turns.requestsInFlight).toBe(0);
  });

  it('ends a turn once the requests in flight when it began are answered, though others began during it', async () => {
    // A page that asks again the moment it is answered: each answer begins the next request, which stays in flight.
    const lengths: number[] = [];
    await database.turns.transaction(async (tx, turn) => {
      await tx.execute(sql`insert into t values (6)`);
      for (let i = 0; i < 5; i++) {
        const answered = database.turns.requestBegun();
        let again: (() => void) | undefined;
        const read = database.turns.read(countOf).then(() => { answered(); again = database.turns.requestBegun(); });
        const t = performance.now();
        await turn();
        lengths.push(performance.now() - t);
        await read;
        again!();
      }
      await tx.execute(sql`delete from t where id = 6`);
    });
    // Held by the request begun during it, each turn would last TURN_MS; the shortest of five shows it did not.
    expect(Math.min(...lengths)).toBeLessThan(TURN_MS);
    expect(database.turns.requestsInFlight).toBe(0);
  });

  it("lends a turn to a read-only request's SELECTs (lists, exports), but not to its writes nor to other requests", async () => {
    const settled = new Set<string>();
    const track = <T>(name: string, p: Promise<T>) => p.then((v) => { settled.add(name); return v; });
    let select: Promise<number> | undefined, write: Promise<unknown> | undefined, other: Promise<number> | undefined;
    let beforeCommit: string[] = [];
    const start = await countOf(database.db);
    await database.turns.transaction(async (tx, turn) => {
      await tx.execute(sql`insert into t values (40)`);
      database.turns.request(true, () => {
        select = track('select', countOf(database.db));
        write = track('write', database.db.execute(sql`insert into t values (41)`));
      });
      database.turns.request(false, () => { other = track('other', countOf(database.db)); });
      expect(database.turns.held).toBe(true);
      await turn();
      await new Promise((r) => setTimeout(r, 20));
      beforeCommit = [...settled];
    });
    // The lent SELECT saw the uncommitted row; the write and the other request's read waited for the commit.
    await database.db.execute(sql`delete from t where id in (40, 41)`);
    expect(beforeCommit).toEqual(['select']);
    expect(await select).toBe(start + 1);
    await write;
    expect(await other).toBeGreaterThanOrEqual(start + 1);
    expect(database.turns.held).toBe(false);
  });

  it('rolls back what the transaction wrote when it fails, and the reads still answer', async () => {
    let read: Promise<number> | undefined;
    await expect(database.turns.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (5)`);
      read = database.turns.read(countOf);
      throw new Error('job failed');
    })).rejects.toThrow('job failed');
    expect(await read).toBe(4);
  });
});
