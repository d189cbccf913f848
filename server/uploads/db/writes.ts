// Bulk writes of an upload: each chunk is one INSERT ... SELECT FROM unnest(...) or UPDATE ... FROM unnest(...),
// so 100,000 rows take a few dozen statements, all inside the job's one transaction.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const CHUNK = 10_000;

type Progress = (done: number) => Promise<void>;

async function inChunks<T>(rows: readonly T[], write: (chunk: readonly T[]) => Promise<unknown>, progress: Progress): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await write(rows.slice(i, i + CHUNK));
    await progress(Math.min(rows.length, i + CHUNK));
  }
}

const arr = <T, V>(rows: readonly T[], pick: (r: T) => V): SQL => sql`${sql.param(rows.map(pick))}`;
/** An int[] per row travels as its text form, since unnest cannot take a ragged two-dimensional array. */
const intLists = <T>(rows: readonly T[], pick: (r: T) => readonly number[]): SQL => arr(rows, (r) => `{${pick(r).join(',')}}`);

export interface StudentInsert {
  enrolmentNo: string; name: string; centreId: number; batchId: number | null; class: string; status: string;
  emailId: string | null; mobile: string | null;
}

export function insertStudents(tx: Db, orgId: number, kind: string, rows: readonly StudentInsert[], progress: Progress) {
  return inChunks(rows, (c) => tx.execute(sql`
    insert into students (org_id, program_kind, enrolment_no, name, centre_id, batch_id, class, status, email_id, mobile)
    select ${orgId}, ${kind}, u.* from unnest(
      ${arr(c, (r) => r.enrolmentNo)}::text[], ${arr(c, (r) => r.name)}::text[], ${arr(c, (r) => r.centreId)}::int[],
      ${arr(c, (r) => r.batchId)}::int[], ${arr(c, (r) => r.class)}::text[], ${arr(c, (r) => r.status)}::text[],
      ${arr(c, (r) => r.emailId)}::text[], ${arr(c, (r) => r.mobile)}::text[]) as u`), progress);
}

export interface StudentMove { id: number; centreId: number; batchId: number | null; status: string }

export function moveStudents(tx: Db, rows: readonly StudentMove[], progress: Progress) {
  return inChunks(rows, (c) => tx.execute(sql`
    update students s set centre_id = u.centre_id, batch_id = u.batch_id, status = u.status, updated_at = now()
    from unnest(${arr(c, (r) => r.id)}::int[], ${arr(c, (r) => r.centreId)}::int[], ${arr(c, (r) => r.batchId)}::int[],
                ${arr(c, (r) => r.status)}::text[]) as u(id, centre_id, batch_id, status)
    where s.id = u.id`), progress);
}

export interface TeacherInsert {
  employeeCode: string; name: string; roleId: number; centreId: number; subjectIds: number[]; emailId: string | null; mobile: string | null;
}

export function insertTeachers(tx: Db, orgId: number, staffKind: string, rows: readonly TeacherInsert[], progress: Progress) {
  return inChunks(rows, (c) => tx.execute(sql`
    insert into teachers (org_id, staff_kind, employee_code, name, role_id, centre_id, subject_ids, email_id, mobile)
    select ${orgId}, ${staffKind}, u.code, u.name, u.role_id, u.centre_id, u.subjects::int[], u.email, u.mobile
    from unnest(${arr(c, (r) => r.employeeCode)}::text[], ${arr(c, (r) => r.name)}::text[], ${arr(c, (r) => r.roleId)}::int[],
                ${arr(c, (r) => r.centreId)}::int[], ${intLists(c, (r) => r.subjectIds)}::text[], ${arr(c, (r) => r.emailId)}::text[],
                ${arr(c, (r) => r.mobile)}::text[]) as u(code, name, role_id, centre_id, subjects, email, mobile)`), progress);
}

export interface TeacherMove { id: number; centreId: number; batchIds: number[] }

export function moveTeachers(tx: Db, rows: readonly TeacherMove[], progress: Progress) {
  return inChunks(rows, (c) => tx.execute(sql`
    update teachers t set centre_id = u.centre_id, batch_ids = u.batches::int[], updated_at = now()
    from unnest(${arr(c, (r) => r.id)}::int[], ${arr(c, (r) => r.centreId)}::int[], ${intLists(c, (r) => r.batchIds)}::text[])
      as u(id, centre_id, batches)
    where t.id = u.id`), progress);
}

export interface BatchInsert {
  centreId: number; batchCode: string; class: string; courseProgramId: number; startDate: string; endDate: string;
}

export function insertBatches(tx: Db, orgId: number, rows: readonly BatchInsert[], progress: Progress) {
  return inChunks(rows, (c) => tx.execute(sql`
    insert into batches (org_id, centre_id, batch_code, class, course_program_id, start_date, end_date)
    select ${orgId}, u.* from unnest(
      ${arr(c, (r) => r.centreId)}::int[], ${arr(c, (r) => r.batchCode)}::text[], ${arr(c, (r) => r.class)}::text[],
      ${arr(c, (r) => r.courseProgramId)}::int[], ${arr(c, (r) => r.startDate)}::date[], ${arr(c, (r) => r.endDate)}::date[]) as u`), progress);
}

export interface MappingInsert { class: string; programName: string; sku: string; description: string }

export function insertMappings(tx: Db, orgId: number, rows: readonly MappingInsert[], progress: Progress) {
  return inChunks(rows, (c) => tx.execute(sql`
    insert into course_program_mappings (org_id, class, program_name, sku, description)
    select ${orgId}, u.* from unnest(
      ${arr(c, (r) => r.class)}::text[], ${arr(c, (r) => r.programName)}::text[], ${arr(c, (r) => r.sku)}::text[],
      ${arr(c, (r) => r.description)}::text[]) as u`), progress);
}
