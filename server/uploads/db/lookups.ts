// What the database knows that a sheet does not: centres, batches, roles, subjects, programmes, and the existing
// students and staff a sheet names. Read in a few set-based queries, whatever the number of rows.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export interface CentreFact { id: number; name: string; code: string; kind: string }
export interface BatchFact { id: number; centreId: number; batchCode: string; class: string; status: string }
export interface NamedFact { id: number; name: string }
export interface ProgramFact { id: number; class: string; programName: string; sku: string; status: string }
export interface StudentFact {
  id: number; enrolmentNo: string; programKind: string; name: string; centreId: number; batchId: number | null; class: string; status: string;
}
export interface TeacherFact {
  id: number; employeeCode: string; staffKind: string; name: string; centreId: number; batchIds: number[]; subjectIds: number[]; status: string;
}

export async function centresOfOrg(db: Db, orgId: number): Promise<CentreFact[]> {
  return rowsOf<CentreFact>(await db.execute(sql`select id, name, code, kind from centres where org_id = ${orgId} order by id`));
}

export async function batchesOfCentres(db: Db, centreIds: readonly number[]): Promise<BatchFact[]> {
  if (centreIds.length === 0) return [];
  return rowsOf<BatchFact>(await db.execute(sql`
    select id, centre_id as "centreId", batch_code as "batchCode", class, status
    from batches where centre_id = any(${sql.param([...centreIds])}::int[])`));
}

export async function staffRolesOf(db: Db, staffKind: string): Promise<NamedFact[]> {
  return rowsOf<NamedFact>(await db.execute(sql`select id, name from staff_roles where staff_kind = ${staffKind} order by name`));
}

export async function allSubjects(db: Db): Promise<NamedFact[]> {
  return rowsOf<NamedFact>(await db.execute(sql`select id, name from subjects order by name`));
}

export async function programsOfOrg(db: Db, orgId: number): Promise<ProgramFact[]> {
  return rowsOf<ProgramFact>(await db.execute(sql`
    select id, class, program_name as "programName", sku, status from course_program_mappings where org_id = ${orgId}`));
}

/**
 * The rows of a query that selects `json_agg(json_build_array(...))::text as list`: up to 100,000 rows come back as
 * ONE json text, parsed natively by JSON.parse, where a driver building row objects column by column takes seconds
 * on PGlite.
 */
async function aggregatedRows<T extends unknown[]>(db: Db, query: SQL): Promise<T[]> {
  const [row] = rowsOf<{ list: string | null }>(await db.execute(query));
  return JSON.parse(row?.list ?? '[]') as T[];
}

/** The students a sheet names. */
export async function studentsByEnrolment(db: Db, orgId: number, enrolmentNos: readonly string[]): Promise<StudentFact[]> {
  if (enrolmentNos.length === 0) return [];
  const list = await aggregatedRows<[number, string, string, string, number, number | null, string, string]>(db, sql`
    select json_agg(json_build_array(id, enrolment_no, program_kind, name, centre_id, batch_id, class, status))::text as list
    from students where org_id = ${orgId} and enrolment_no = any(${sql.param([...enrolmentNos])}::text[])`);
  return list.map(([id, enrolmentNo, programKind, name, centreId, batchId, cls, status]) =>
    ({ id, enrolmentNo, programKind, name, centreId, batchId, class: cls, status }));
}

/** The staff a sheet names. */
export async function teachersByCode(db: Db, orgId: number, codes: readonly string[]): Promise<TeacherFact[]> {
  if (codes.length === 0) return [];
  const list = await aggregatedRows<[number, string, string, string, number, number[], number[], string]>(db, sql`
    select json_agg(json_build_array(id, employee_code, staff_kind, name, centre_id, batch_ids, subject_ids, status))::text as list
    from teachers where org_id = ${orgId} and employee_code = any(${sql.param([...codes])}::text[])`);
  return list.map(([id, employeeCode, staffKind, name, centreId, batchIds, subjectIds, status]) =>
    ({ id, employeeCode, staffKind, name, centreId, batchIds, subjectIds, status }));
}
