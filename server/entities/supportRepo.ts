// The support lists every entity page needs (centres, roles, subjects, batches, mappings), in the user's scope.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { intArray } from '../db/params.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export function scopeCentreIds(p: Principal): number[] {
  return p.scope === 'general' ? [] : p.centres.map((c) => c.id);
}

export function listCentres(p: Principal) {
  return p.centres.map((c) => ({ id: c.id, name: c.name, code: c.code, kind: c.kind, city: c.city }));
}

export async function listRoles(db: Db, staffKind?: string) {
  return rowsOf<{ id: number; name: string; staffKind: string }>(await db.execute(
    sql`select id, name, staff_kind as "staffKind" from staff_roles where ${staffKind ?? null}::text is null or staff_kind = ${staffKind ?? null} order by name`));
}

export async function listSubjects(db: Db) {
  return rowsOf<{ id: number; name: string }>(await db.execute(sql`select id, name from subjects order by name`));
}

export async function listBatches(db: Db, p: Principal, centreIds?: number[]) {
  const scope = scopeCentreIds(p);
  const wanted = centreIds?.length ? centreIds.filter((c) => scope.includes(c)) : scope;
  return rowsOf<{ id: number; batchCode: string; centreId: number; class: string; status: string }>(await db.execute(
    sql`select id, batch_code as "batchCode", centre_id as "centreId", class, status from batches
        where centre_id = any(${intArray(wanted)}) and status <> 'deleted' order by batch_code`));
}

/** Active faculty of the user's centres (the time table's faculty filter and form). */
export async function listFaculty(db: Db, p: Principal) {
  return rowsOf<{ id: number; name: string; employeeCode: string; centreId: number }>(await db.execute(
    sql`select id, name, employee_code as "employeeCode", centre_id as "centreId" from teachers
        where staff_kind = 'teacher' and status = 'active' and centre_id = any(${intArray(scopeCentreIds(p))}) order by name, employee_code`));
}

export async function listMappings(db: Db, p: Principal) {
  if (p.orgId == null) return [];
  return rowsOf<{ id: number; programName: string; sku: string; class: string }>(await db.execute(
    sql`select id, program_name as "programName", sku, class from course_program_mappings
        where org_id = ${p.orgId} and status = 'active' order by program_name, class`));
}

/** An entity ref's choices: the organisation's active records by the column they are named by (schemas REF_ENTITIES). */
export async function listRefOptions(db: Db, p: Principal, table: string, column: string) {
  return rowsOf<{ id: number; name: string }>(await db.execute(
    sql`select id, ${sql.identifier(column)} as name from ${sql.identifier(table)} where org_id = ${p.orgId} and status = 'active' order by 2`));
}
