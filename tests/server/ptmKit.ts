// Helpers of the PTM suites: the sheet's header, rows of seeded students, the upload call and the view's list.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/client.js';
import { headerRow } from '../../schemas/index.js';
import { formatPtmTime, ptmSchedules } from '../../schemas/ptm.js';
import { multipart, type Cells } from './uploadsKit.js';

export const PTM_HEADER = headerRow(ptmSchedules.uploads.operations[0], true);

export interface SeedStudent { enrolmentNo: string; name: string; class: string; batch: string; centre: string }

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Active students of one batch of a centre that holds at least `n`, in enrolment order. */
export async function batchStudents(database: Database, centreCode: string, n: number, skipBatches = 0): Promise<SeedStudent[]> {
  const [batch] = rowsOf<{ id: number }>(await database.db.execute(sql`
    select b.id from batches b join centres c on c.id = b.centre_id join students s on s.batch_id = b.id and s.status = 'active'
    where c.code = ${centreCode} and b.status = 'active'
    group by b.id having count(*) >= ${n} order by b.id offset ${skipBatches} limit 1`));
  return rowsOf<SeedStudent>(await database.db.execute(sql`
    select s.enrolment_no as "enrolmentNo", s.name, s.class, b.batch_code as batch, c.name as centre
    from students s join batches b on b.id = s.batch_id join centres c on c.id = s.centre_id
    where s.batch_id = ${batch.id} and s.status = 'active' order by s.enrolment_no limit ${n}`));
}

/** A time `minutes` from now, as the sheet writes it. */
export const fromNow = (minutes: number) => formatPtmTime(new Date(Date.now() + minutes * 60_000));
/** A fixed day far ahead, 'yyyy-MM-dd', and a time on it. */
export const at = (day: string, hhmm: string) => `${day} ${hhmm}`;

export interface PtmRow { student: SeedStudent; start: string; end: string; subjects?: string; extra?: Record<string, string> }

export function ptmRow(r: PtmRow, i: number): Cells {
  const cells: Record<string, string> = {
    'S. No': String(i + 1), Centre: r.student.centre, 'Enrollment No': r.student.enrolmentNo, Class: r.student.class, Batch: r.student.batch,
    'Start Time': r.start, 'End Time': r.end, Subjects: r.subjects ?? 'Physics', ...r.extra,
  };
  return PTM_HEADER.map((h) => cells[h] ?? '');
}

export const ptmSheet = (rows: PtmRow[]): Cells[] => [PTM_HEADER, ...rows.map(ptmRow)];

export async function uploadPtm(app: FastifyInstance, token: string, file: Buffer, opts: { dryRun?: boolean; fileName?: string } = {}) {
  const body = await multipart(file, opts.fileName ?? 'ptm.xlsx');
  const query = new URLSearchParams({ entity: 'ptm', ...(opts.dryRun ? { dryRun: 'true' } : {}) });
  return app.inject({
    method: 'POST', url: `/api/auth/ptm/schedule/upload?${query}`, payload: body.payload,
    headers: { 'access-token': token, 'content-type': body.contentType },
  });
}

export async function listPtm(app: FastifyInstance, token: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return app.inject({ method: 'GET', url: `/api/auth/ptm/schedules?${qs}`, headers: { 'access-token': token } });
}

/** A preview's errors by sheet row. */
export function errorsOf(preview: { rows: { row: number; errors: { column: string; message: string }[] }[] }): Map<number, string[]> {
  return new Map(preview.rows.map((r) => [r.row, r.errors.map((e) => e.message)]));
}
