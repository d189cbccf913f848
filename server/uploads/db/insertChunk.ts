// A chunk of a job's new rows, described once (table, columns and their types, rows): written by COPY on PGlite, by
// INSERT ... SELECT FROM json_to_recordset on PostgreSQL (issue 28 item 2: upload writes at COPY speed).
// COPY fills each heap page in one go (PostgreSQL's multi-insert) where INSERT ... SELECT writes row by row; the index
// entries are the same either way, and they are most of the cost. Measured on PGlite 0.5 (2026-11-29): 100,000
// students inserted into a seeded folder inside one transaction, in chunks of 2,500 with the job's turns, each way
// four times in turn, the new ids recorded for the undo: 3.59-4.09 s by COPY (median 3.65) against 3.86-4.19 s
// (median 4.06) by the INSERT. COPY fires the same statement triggers with the same transition tables.
// PostgreSQL takes the INSERT: `pg` has no COPY FROM STDIN of its own, that engine meets its bounds without it, and
// its sequences are shared by many connections (RECORDED_IDS).
import { entityKind, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordedInsert } from './changes.js';

/** What of a PGlite transaction COPY needs: its query, which takes the rows as a blob ('/dev/blob'). */
interface PgliteTx {
  query<T>(query: string, params?: unknown[], options?: { blob?: Blob }): Promise<{ rows: T[] }>;
}

/** The PGlite transaction under a drizzle transaction; undefined on PostgreSQL. */
export function pgliteOf(tx: Db): PgliteTx | undefined {
  const session = (tx as unknown as { session?: { client?: PgliteTx; constructor: Record<symbol, unknown> } }).session;
  return session?.constructor[entityKind] === 'PgliteSession' ? session.client : undefined;
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** An element of an array literal ({1,2} or {"a b","c"}). */
const element = (v: unknown) => (v === null || v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : `"${String(v).replace(/[\\"]/g, '\\$&')}"`);

/**
 * A value as COPY's CSV reads it: NULL unquoted and empty; anything else quoted, so that an empty text stays empty
 * and no value can end the data (`\.`) or split a row. Arrays as PostgreSQL's literal, dates as ISO text, objects as
 * JSON: what json_to_recordset makes of the same values.
 */
export function csvValue(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return quoted(`{${v.map(element).join(',')}}`);
  if (v instanceof Date) return quoted(v.toISOString());
  if (typeof v === 'object') return quoted(JSON.stringify(v));
  return quoted(String(v));
}

export interface RowsChunk {
  table: string;
  /** The columns, each with the SQL type its value travels as in json_to_recordset (int, int[], date, text). */
  columns: readonly { name: string; type: string }[];
  /** Each row's values, in the order of `columns`. */
  rows: readonly (readonly unknown[])[];
  /** The job whose created ids are recorded for its undo (recordedInsert's set); absent outside a job. */
  jobId?: number;
}

/** Inserts a chunk inside the job's transaction: by COPY on PGlite, else as jsonInsert says. */
export function insertChunk(tx: Db, chunk: RowsChunk): Promise<unknown> {
  const client = pgliteOf(tx);
  return client ? copyChunk(client, chunk) : tx.execute(jsonInsert(chunk));
}

/**
 * The chunk as one INSERT ... SELECT FROM json_to_recordset: one JSON text parameter that JSON.stringify builds
 * natively (an array parameter per column is built element by element by the driver), its keys short (c0, c1, ...).
 */
export function jsonInsert({ table, columns, rows, jobId }: RowsChunk): SQL {
  const keys = columns.map((_, i) => `c${i}`);
  const objects = rows.map((r) => {
    const o: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) o[keys[i]] = r[i];
    return o;
  });
  const names = sql.join(columns.map((c) => sql.identifier(c.name)), sql`, `);
  const shape = sql.raw(columns.map((c, i) => `${keys[i]} ${c.type}`).join(', '));
  return recordedInsert(sql`insert into ${sql.identifier(table)} (${names}) select ${sql.raw(keys.join(', '))}
    from json_to_recordset(${JSON.stringify(objects)}::json) as u(${shape})`, jobId);
}

/**
 * The ids of `rows` new rows of `table`, taken from its sequence as one run (a nextval, then a setval past the run)
 * and recorded as created by the job, in one statement; the first of them. Safe only because PGlite has one
 * connection, which the job's transaction holds (the reads served at its turns take no ids). A nextval per row took
 * about 0.5 s more per 100,000 rows.
 */
const RECORDED_IDS = `with run as (select setval(pg_get_serial_sequence($2, 'id'), nextval(pg_get_serial_sequence($2, 'id')) + $3 - 1) as last)
  insert into upload_job_change_sets (job_id, record_ids) select $1, array(select generate_series(last - $3 + 1, last)::int) from run
  returning record_ids[1] as first`;

/** COPY of the chunk from a blob, its new ids taken first (COPY has no RETURNING) and recorded for the job. */
async function copyChunk(client: PgliteTx, { table, columns, rows, jobId }: RowsChunk): Promise<void> {
  if (rows.length === 0) return;
  let names = columns.map((c) => c.name);
  let lines = rows.map((r) => r.map(csvValue).join(','));
  if (jobId !== undefined) {
    const first = Number((await client.query<{ first: number }>(RECORDED_IDS, [jobId, table, rows.length])).rows[0].first);
    names = ['id', ...names];
    lines = lines.map((line, i) => `${first + i},${line}`);
  }
  const list = names.map((c) => `"${c}"`).join(', ');
  await client.query(`copy "${table}" (${list}) from '/dev/blob' with (format csv)`, [], { blob: new Blob([lines.join('\n')]) });
}
