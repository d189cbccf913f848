// Helpers of the upload API tests: sheets written with SheetJS, multipart bodies, and the seeded facts a sheet
// refers to (centres, batches) read from the test database.
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/client.js';
import { startUploadWorker, type UploadWorker } from '../../server/jobs/worker.js';
import { login, startTestServer, type Engine, type TestServer } from './harness.js';

export type Cells = (string | number | boolean | null)[];

export function xlsx(rows: Cells[], edit?: (ws: XLSX.WorkSheet) => void): Buffer {
  const ws = XLSX.utils.aoa_to_sheet(rows);
  edit?.(ws);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, 'Sheet1');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export function xls(rows: Cells[], bookType: 'xls' | 'ods' = 'xls'): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(wb, { type: 'buffer', bookType }) as Buffer;
}

/** An OpenDocument spreadsheet (.ods) as SheetJS writes it. */
export const ods = (rows: Cells[]) => xls(rows, 'ods');

export function readXlsx(data: Buffer): unknown[][] {
  const wb = XLSX.read(data, { type: 'buffer' });
  return XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]], { header: 1, defval: null, raw: true });
}

/** A preview answer with each row's values keyed by column (the answer sends them as an array in column order). */
export function keyed<P extends { columns: { key: string }[]; rows: { values: string[] }[] }>(p: P) {
  return { ...p, rows: p.rows.map((r) => ({ ...r, values: Object.fromEntries(p.columns.map((c, i) => [c.key, r.values[i]])) })) };
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(file: Buffer, fileName: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)]), fileName);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

export interface UploadCall {
  path: string; entity: string; file: Buffer; fileName?: string; token: string; dryRun?: boolean;
  fields?: Record<string, string>; query?: Record<string, string>; headers?: Record<string, string>;
}

export async function upload(app: FastifyInstance, c: UploadCall) {
  const body = await multipart(c.file, c.fileName ?? 'upload.xlsx', c.fields);
  const query = new URLSearchParams({ entity: c.entity, ...(c.dryRun ? { dryRun: 'true' } : {}), ...c.query });
  return app.inject({
    // An entity's path is given after the entities' prefix; another target's (auth/attendance/upload) whole.
    method: 'POST', url: `/api/${c.path.startsWith('auth/') ? '' : 'auth/v4/glorifire-entities/'}${c.path}?${query}`, payload: body.payload,
    headers: { 'access-token': c.token, 'content-type': body.contentType, ...c.headers },
  });
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export async function centreByCode(database: Database, code: string) {
  return rowsOf<{ id: number; name: string }>(await database.db.execute(sql`select id, name from centres where code = ${code}`))[0];
}

/** An active batch of a centre, with its class. */
export async function activeBatch(database: Database, centreId: number, cls?: string) {
  return rowsOf<{ id: number; batchCode: string; class: string }>(await database.db.execute(sql`
    select id, batch_code as "batchCode", class from batches
    where centre_id = ${centreId} and status = 'active' and (${cls ?? null}::text is null or class = ${cls ?? null})
    order by id limit 1`))[0];
}

export async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  return Number(rowsOf<{ n: number }>(await database.db.execute(query))[0].n);
}

export const STUDENT_HEADER_MULTI = ['Enrollment No.', 'Student Name', 'Centre', 'Class', 'Batch', 'Email', 'Mobile'];
export const STUDENT_HEADER_SINGLE = ['Enrollment No.', 'Student Name', 'Class', 'Batch', 'Email', 'Mobile'];

/** Polls the job until it leaves queued/inprogress. */
export async function waitForJob(app: FastifyInstance, token: string, id: number, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/auth/v4/glorifire-entities/upload-history/${id}`, headers: { 'access-token': token } });
    const job = res.json().data;
    if (job && (job.status === 'successful' || job.status === 'failed')) return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job?.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function resultFile(app: FastifyInstance, token: string, id: number) {
  const res = await app.inject({ method: 'GET', url: `/api/auth/v4/glorifire-entities/upload-history/${id}/result`, headers: { 'access-token': token } });
  return { res, rows: res.statusCode === 200 ? readXlsx(res.rawPayload) : [] };
}

/** Student create rows (multi-centre) with enrolment numbers prefix + 1..n. */
export function studentRows(prefix: string, n: number, centre: string): Cells[] {
  return Array.from({ length: n }, (_, i) => [`${prefix}${String(i + 1).padStart(6, '0')}`, 'Aarav Sharma', centre, '11th', '', '', 9876500000 + i]);
}

/** What most upload suites start with: the app on `engine`, orgadmin's token, the Delhi centre, a worker if asked. */
export interface UploadSuite { s: TestServer; token: string; delhi: { id: number; name: string }; worker?: UploadWorker }

export async function openUploadSuite(engine: Engine, worker?: { pollMs: number; leaseMs?: number }): Promise<UploadSuite> {
  const s = await startTestServer(engine);
  return {
    s,
    worker: worker && startUploadWorker(s.database, worker),
    token: (await login(s.app, 'orgadmin')).token!,
    delhi: await centreByCode(s.database, 'DEL-SD'),
  };
}

/**
 * A describe block's suite: opened before its tests and closed after them, its fields set once it is open (read them
 * inside the tests).
 */
export function uploadSuiteOf(engine: Engine, worker?: { pollMs: number; leaseMs?: number }): UploadSuite {
  const suite = {} as UploadSuite;
  beforeAll(async () => { Object.assign(suite, await openUploadSuite(engine, worker)); }, 300_000);
  afterAll(() => closeUploadSuite(suite.s ? suite : undefined));
  return suite;
}

export async function closeUploadSuite(suite: UploadSuite | undefined): Promise<void> {
  await suite?.worker?.stop();
  await suite?.s.close();
}

/** JSON calls as the suite's user (or `token`'s): `call` answers the reply, `data` asserts 200 and answers its data. */
export function suiteApi(suite: () => UploadSuite) {
  const call = async (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: Record<string, unknown>, token = suite().token) =>
    suite().s.app.inject({ method, url: `/api/${url}`, headers: { 'access-token': token }, ...(payload === undefined ? {} : { payload }) });
  const data = async (url: string, token = suite().token) => {
    const res = await call('GET', url, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  return { call, data };
}
