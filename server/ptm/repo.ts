// PTM schedules in SQL: what the upload's clash check must know of the database, the bulk upsert of a job, the
// view's list and the student file. The only SQL of the PTM workflow.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inChunks, type Progress } from '../uploads/db/writes.js';
import { intArray } from '../db/params.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** A stored meeting, times in epoch ms. */
export interface StoredMeeting { id: number; studentId: number; batchId: number; startMs: number; endMs: number; enrolmentNo: string }

/** Meetings of these students or batches that overlap [fromMs, toMs): the candidates of the clash check. */
export async function meetingsNear(db: Db, orgId: number, studentIds: number[], batchIds: number[], fromMs: number, toMs: number): Promise<StoredMeeting[]> {
  if (studentIds.length === 0 && batchIds.length === 0) return [];
  const rows = rowsOf<{ id: number; studentId: number; batchId: number; startMs: string; endMs: string; enrolmentNo: string }>(await db.execute(sql`
    select m.id, m.student_id as "studentId", m.batch_id as "batchId", s.enrolment_no as "enrolmentNo",
      (extract(epoch from m.start_at) * 1000)::bigint::text as "startMs", (extract(epoch from m.end_at) * 1000)::bigint::text as "endMs"
    from ptm_schedules m join students s on s.id = m.student_id
    where m.org_id = ${orgId}
      and (m.student_id = any(${intArray(studentIds)}) or m.batch_id = any(${intArray(batchIds)}))
      and m.start_at < ${new Date(toMs).toISOString()}::timestamptz and m.end_at > ${new Date(fromMs).toISOString()}::timestamptz`));
  return rows.map((r) => ({ ...r, id: Number(r.id), studentId: Number(r.studentId), batchId: Number(r.batchId), startMs: Number(r.startMs), endMs: Number(r.endMs) }));
}

export interface AttendeeWrite { kind: string; salutation: string | null; name: string; emailId: string | null; mobile: string | null; countryCode: string }

export interface MeetingWrite {
  centreId: number; batchId: number; studentId: number; class: string; startMs: number; endMs: number; subjects: string[];
  attendees: AttendeeWrite[];
  /** The attendee kinds the sheet has columns for: a stored meeting's attendees of these kinds are replaced, others kept. */
  attendeeKinds: readonly string[];
}

/** Subjects travel joined by a unit separator, a control character no cell may hold (schemas readText). */
const SEP = '\u001f';

/**
 * Insert or update by the natural key (student, start time), then replace each meeting's attendees of the kinds its
 * sheet has columns for. An attendee of another kind is added only where the meeting has none of that kind yet (the
 * student, named from the records, on a new meeting from a sheet without the student's columns).
 */
export function upsertMeetings(tx: Db, orgId: number, userId: number, rows: readonly MeetingWrite[], progress: Progress): Promise<void> {
  return inChunks(rows, async (chunk) => {
    const data = JSON.stringify(chunk.map((r) => ({
      c: r.centreId, b: r.batchId, s: r.studentId, k: r.class, st: new Date(r.startMs).toISOString(), en: new Date(r.endMs).toISOString(), sub: r.subjects.join(SEP),
    })));
    const saved = rowsOf<{ id: number; studentId: number; startMs: string }>(await tx.execute(sql`
      insert into ptm_schedules (org_id, centre_id, batch_id, student_id, class, start_at, end_at, subjects, created_by)
      select ${orgId}, u.c, u.b, u.s, u.k, u.st, u.en, string_to_array(u.sub, ${SEP}), ${userId}
      from json_to_recordset(${data}::json) as u(c int, b int, s int, k text, st timestamptz, en timestamptz, sub text)
      on conflict (org_id, student_id, start_at) do update set centre_id = excluded.centre_id, batch_id = excluded.batch_id,
        class = excluded.class, end_at = excluded.end_at, subjects = excluded.subjects, updated_at = now()
      returning id, student_id as "studentId", (extract(epoch from start_at) * 1000)::bigint::text as "startMs"`));
    const idOf = new Map(saved.map((s) => [`${s.studentId}|${Number(s.startMs)}`, Number(s.id)]));
    const replaced = chunk.flatMap((r) => r.attendeeKinds.map((kind) => ({ id: idOf.get(`${r.studentId}|${r.startMs}`), kind })));
    await tx.execute(sql`
      delete from ptm_attendees a using json_to_recordset(${JSON.stringify(replaced)}::json) as d(id int, kind text)
      where a.schedule_id = d.id and a.kind = d.kind`);
    const attendees = chunk.flatMap((r) => r.attendees.map((a) => ({ id: idOf.get(`${r.studentId}|${r.startMs}`), ...a })));
    await tx.execute(sql`
      insert into ptm_attendees (schedule_id, kind, salutation, name, email_id, mobile, country_code)
      select a.id, a.kind, a.salutation, a.name, a."emailId", a.mobile, a."countryCode"
      from json_to_recordset(${JSON.stringify(attendees)}::json) as a(id int, kind text, salutation text, name text, "emailId" text, mobile text, "countryCode" text)
      on conflict (schedule_id, kind) do nothing`);
  }, progress);
}

export interface MeetingFilter { centreIds: number[]; batchIds: number[]; from: string | null; to: string | null; page: number; limit: number }

export interface MeetingRow {
  id: number; centre: string; enrolmentNo: string; studentName: string; class: string; batch: string;
  startTime: string; endTime: string; subjects: string[]; attendees: { kind: string; salutation: string | null; name: string; attended: boolean | null }[];
}

function filterOf(orgId: number, scope: readonly number[], f: MeetingFilter): SQL {
  const parts = [sql`m.org_id = ${orgId}`, sql`m.centre_id = any(${intArray(scope)})`];
  if (f.centreIds.length > 0) parts.push(sql`m.centre_id = any(${intArray(f.centreIds)})`);
  if (f.batchIds.length > 0) parts.push(sql`m.batch_id = any(${intArray(f.batchIds)})`);
  if (f.from) parts.push(sql`m.start_at >= ${f.from}::timestamptz`);
  if (f.to) parts.push(sql`m.start_at <= ${f.to}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** The view's page: meetings in the user's centres, soonest first. */
export async function listMeetings(db: Db, orgId: number, scope: readonly number[], f: MeetingFilter): Promise<{ rows: MeetingRow[]; totalCount: number }> {
  const where = filterOf(orgId, scope, f);
  const [{ n }] = rowsOf<{ n: string }>(await db.execute(sql`select count(*)::text as n from ptm_schedules m where ${where}`));
  const rows = rowsOf<MeetingRow & { startTime: string | Date; endTime: string | Date }>(await db.execute(sql`
    select m.id, c.name as centre, s.enrolment_no as "enrolmentNo", s.name as "studentName", m.class, b.batch_code as batch,
      m.start_at as "startTime", m.end_at as "endTime", m.subjects,
      coalesce((select json_agg(json_build_object('kind', a.kind, 'salutation', a.salutation, 'name', a.name, 'attended', a.attended) order by a.id)
        from ptm_attendees a where a.schedule_id = m.id), '[]'::json) as attendees
    from ptm_schedules m join students s on s.id = m.student_id join centres c on c.id = m.centre_id join batches b on b.id = m.batch_id
    where ${where}
    order by m.start_at, m.id
    limit ${f.limit} offset ${(f.page - 1) * f.limit}`));
  return {
    totalCount: Number(n),
    rows: rows.map((r) => ({
      ...r, id: Number(r.id), startTime: new Date(r.startTime).toISOString(), endTime: new Date(r.endTime).toISOString(),
      attendees: typeof r.attendees === 'string' ? JSON.parse(r.attendees) : r.attendees,
    })),
  };
}

export interface StudentLine { centre: string; enrolmentNo: string; name: string; class: string; batch: string }

/**
 * Active students of the user's centres whose batch runs in the academic year (April to March) starting `year`:
 * the rows a PTM sheet is filled from.
 */
export async function studentsOfYear(db: Db, orgId: number, scope: readonly number[], year: number, centreIds: number[], batchIds: number[]): Promise<StudentLine[]> {
  const from = `${year}-04-01`;
  const to = `${year + 1}-03-31`;
  return rowsOf<StudentLine>(await db.execute(sql`
    select c.name as centre, s.enrolment_no as "enrolmentNo", s.name, s.class, b.batch_code as batch
    from students s join batches b on b.id = s.batch_id join centres c on c.id = s.centre_id
    where s.org_id = ${orgId} and s.status = 'active' and s.centre_id = any(${intArray(scope)})
      and (${centreIds.length === 0} or s.centre_id = any(${intArray(centreIds)}))
      and (${batchIds.length === 0} or s.batch_id = any(${intArray(batchIds)}))
      and coalesce(b.start_date, ${from}::date) <= ${to}::date and coalesce(b.end_date, ${to}::date) >= ${from}::date
    order by c.name, b.batch_code, s.enrolment_no
    limit 100000`));
}

/** Centres in scope and their active batches, for the view's filters. */
export async function filterOptions(db: Db, scope: readonly number[]) {
  const batches = rowsOf<{ id: number; centreId: number; batchCode: string }>(await db.execute(sql`
    select id, centre_id as "centreId", batch_code as "batchCode" from batches
    where centre_id = any(${intArray(scope)}) and status = 'active' order by batch_code`));
  return batches.map((b) => ({ id: Number(b.id), centreId: Number(b.centreId), batchCode: b.batchCode }));
}
