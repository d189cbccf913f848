// A chunk's two writes (insertChunk): the COPY PGlite takes writes what the INSERT ... SELECT FROM json_to_recordset
// PostgreSQL takes (jsonInsert) writes for the same values, the awkward ones included, and records the new ids for
// the job's undo.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/client.js';
import { insertChunk, jsonInsert, pgliteOf } from './insertChunk.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

const COLUMNS = [{ name: 'n', type: 'text' }, { name: 'k', type: 'int' }, { name: 'a', type: 'int[]' }, { name: 'd', type: 'date' }];
const ROWS: unknown[][] = [
  ['plain', 1, [1, 2], '2026-11-29'],
  ['', 0, [], new Date('2026-01-05T00:00:00Z')],
  [null, null, null, null],
  ['a,b', -3, [7], '2026-02-28'],
  ['say "hi"', 4, null, null],
  ['two\nlines\r\nand a tab\t', 5, null, null],
  ['\\.', 6, null, null],
  ['\\N', 7, null, null],
  ['  padded  ', 8, null, null],
  ['Ānanyā Śarmā 日本', 9, null, null],
];

describe('insertChunk on PGlite', () => {
  let database: Database;
  const stored = async (table: string) => rowsOf<Record<string, unknown>>(await database.db.execute(sql.raw(`select n, k, a::text, d::text from ${table} order by id`)));

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.db.execute(sql`create table upload_job_change_sets (id bigserial primary key, job_id bigint not null, record_ids integer[] not null, befores jsonb[])`);
    for (const t of ['by_copy', 'by_json']) await database.db.execute(sql.raw(`create table ${t} (id serial primary key, n text, k int, a int[], d date)`));
  });
  afterAll(async () => { await database?.close(); });

  it('stores each value as json_to_recordset does, and records the new ids as the job\'s', async () => {
    await database.db.transaction(async (tx) => {
      expect(pgliteOf(tx as unknown as Db)).toBeDefined();
      await insertChunk(tx as unknown as Db, { table: 'by_copy', columns: COLUMNS, rows: ROWS, jobId: 41 });
      await tx.execute(jsonInsert({ table: 'by_json', columns: COLUMNS, rows: ROWS, jobId: 42 }));
    });
    const copied = await stored('by_copy');
    expect(copied).toEqual(await stored('by_json'));
    expect(copied.map((r) => r.n)).toEqual(ROWS.map((r) => r[0]));
    expect(copied[1]).toEqual({ n: '', k: 0, a: '{}', d: '2026-01-05' });
    expect(copied[2]).toEqual({ n: null, k: null, a: null, d: null });

    const sets = rowsOf<{ job: number; ids: number[] }>(await database.db.execute(sql`
      select job_id::int as job, record_ids as ids from upload_job_change_sets order by id`));
    const ids = rowsOf<{ id: number }>(await database.db.execute(sql`select id from by_copy order by id`)).map((r) => r.id);
    expect(sets).toEqual([{ job: 41, ids }, { job: 42, ids: ids.map((_, i) => i + 1) }]);
  });

  it('takes the sequence past the ids it used, so a later insert gets a new one; with no job it records nothing', async () => {
    const before = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from upload_job_change_sets`))[0].n;
    await database.db.transaction(async (tx) => {
      await insertChunk(tx as unknown as Db, { table: 'by_copy', columns: [COLUMNS[0]], rows: [['later']] });
    });
    await database.db.execute(sql`insert into by_copy (n) values ('after')`);
    const ids = rowsOf<{ id: number }>(await database.db.execute(sql`select id from by_copy order by id`)).map((r) => r.id);
    expect(new Set(ids).size).toBe(ROWS.length + 2);
    expect(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from upload_job_change_sets`))[0].n).toBe(before);
  });

  it('rolls back with the transaction it writes in', async () => {
    const count = async () => rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from by_copy`))[0].n;
    const was = await count();
    await expect(database.db.transaction(async (tx) => {
      await insertChunk(tx as unknown as Db, { table: 'by_copy', columns: COLUMNS, rows: ROWS, jobId: 43 });
      throw new Error('the job failed');
    })).rejects.toThrow('the job failed');
    expect(await count()).toBe(was);
  });
});
