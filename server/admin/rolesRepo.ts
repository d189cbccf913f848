// Roles and their abilities for the admin screens. A change to a role's abilities (or name: the access check reads
// role names too) sets roles.changed_at, so its users' older sessions answer body code 401 at their next request.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { writeAudit } from '../db/repos/audit.js';
import { KNOWN_ABILITIES, WILDCARD } from '../../schemas/access/abilityTable.js';
import { isAdminRole } from '../../schemas/access/roles.js';
import type { AdminRole } from '../../schemas/api/admin.js';
import { fieldError, ROLE_NAME_TAKEN, throwIfAny, type FieldErrors } from './fieldErrors.js';
import { filterIds, filterText, type ListRequest, type ListSpec } from './rest.js';
import { likeTerm, rowsOf } from './usersQueries.js';
import { adminWrite } from './usersRepo.js';
import { intArray } from '../db/params.js';

const roleFilter = z.strictObject({ q: filterText.optional(), id: filterIds.optional() });
type RoleFilter = z.infer<typeof roleFilter>;

export const roleListSpec: ListSpec<RoleFilter> = { sortFields: ['id', 'name', 'userCount'], defaultSort: { field: 'id', order: 'ASC' }, filter: roleFilter };

const columns = sql`r.id, r.name,
  (select coalesce(json_agg(ra.ability order by ra.position), '[]'::json) from role_abilities ra where ra.role_id = r.id) as abilities,
  (select count(*)::int from user_roles ur where ur.role_id = r.id) as "userCount"`;

const sortExpr: Record<string, SQL> = { id: sql`r.id`, name: sql`lower(r.name)`, userCount: sql`"userCount"` };

function conditions(f: RoleFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.q?.trim()) parts.push(sql`lower(r.name) like ${likeTerm(f.q.trim())}`);
  if (f.id) parts.push(sql`r.id = any(${intArray(f.id)})`);
  return sql.join(parts, sql` and `);
}

const toRole = (r: AdminRole): AdminRole => ({ ...r, id: Number(r.id), userCount: Number(r.userCount) });

export async function listRoles(db: Db, q: ListRequest<RoleFilter>): Promise<{ rows: AdminRole[]; total: number }> {
  const dir = q.sort.order === 'DESC' ? sql`desc` : sql`asc`;
  const where = conditions(q.filter);
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${columns} from roles r where ${where} order by ${sortExpr[q.sort.field]} ${dir}, r.id ${dir} limit ${q.limit} offset ${q.offset}`),
    db.execute(sql`select count(*)::int as n from roles r where ${where}`),
  ]);
  return { rows: rowsOf<AdminRole>(rows).map(toRole), total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0) };
}

export async function roleById(db: Db, id: number): Promise<AdminRole | undefined> {
  return rowsOf<AdminRole>(await db.execute(sql`select ${columns} from roles r where r.id = ${id}`)).map(toRole)[0];
}

export interface RoleInput { name?: string; abilities?: string[] }

/** Reads a POST or PUT body into a role change, with field errors. */
export function readRoleBody(body: Record<string, unknown>, creating: boolean): RoleInput {
  const errors: FieldErrors = {};
  const out: RoleInput = {};
  if (body.name !== undefined || creating) {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name === '') errors.name = 'Role name is required';
    else if (name.length > 100) errors.name = 'Role name must be at most 100 characters';
    else out.name = name;
  }
  if (body.abilities !== undefined || creating) {
    const list = body.abilities;
    if (!Array.isArray(list) || list.length > 300 || !list.every((a) => typeof a === 'string')) errors.abilities = 'Abilities must be a list of ability names';
    else out.abilities = canonicalAbilities(list as string[], errors);
  }
  throwIfAny(errors);
  return out;
}

function canonicalAbilities(list: string[], errors: FieldErrors): string[] | undefined {
  const names = list.map((a) => a.trim()).filter((a) => a !== '');
  if (names.includes(WILDCARD)) {
    if (names.some((a) => a !== WILDCARD)) errors.abilities = `"${WILDCARD}" grants everything: it cannot be combined with other abilities`;
    return [WILDCARD];
  }
  const unknown = names.find((a) => !KNOWN_ABILITIES.has(a.toLowerCase()));
  if (unknown !== undefined) {
    errors.abilities = `Unknown ability "${unknown.slice(0, 60)}"`;
    return undefined;
  }
  return [...new Set(names.map((a) => KNOWN_ABILITIES.get(a.toLowerCase())!))];
}

async function checkName(tx: Db, name: string, selfId: number): Promise<void> {
  const taken = await tx.execute(sql`select 1 from roles where lower(trim(name)) = ${name.toLowerCase()} and id <> ${selfId}`);
  if (rowsOf(taken).length > 0) throw fieldError('name', ROLE_NAME_TAKEN);
}

async function writeAbilities(tx: Db, roleId: number, abilities: string[]): Promise<void> {
  await tx.execute(sql`delete from role_abilities where role_id = ${roleId}`);
  if (abilities.length) {
    await tx.execute(sql`insert into role_abilities (role_id, ability, position)
      select ${roleId}, a.ability, a.ord - 1 from unnest(${sql.param(abilities)}::text[]) with ordinality as a(ability, ord)`);
  }
}

export async function createRole(db: Db, adminId: number, input: Required<RoleInput>): Promise<AdminRole> {
  return adminWrite(db, async (tx) => {
    await checkName(tx, input.name, 0);
    const [row] = rowsOf<{ id: number }>(await tx.execute(sql`insert into roles (name) values (${input.name}) returning id`));
    const id = Number(row.id);
    await writeAbilities(tx, id, input.abilities);
    const after = (await roleById(tx, id))!;
    await writeAudit(tx, { userId: adminId, action: 'role.create', entity: 'roles', entityIds: [id], before: null, after: { ...after } });
    return after;
  });
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Applies a PUT; undefined when the role does not exist. */
export async function updateRole(db: Db, adminId: number, id: number, input: RoleInput): Promise<AdminRole | undefined> {
  return adminWrite(db, async (tx) => {
    const before = await roleById(tx, id);
    if (!before) return undefined;
    const renamed = input.name !== undefined && input.name !== before.name;
    if (renamed && isAdminRole(before.name)) throw fieldError('name', 'The Admin role cannot be renamed');
    if (renamed) await checkName(tx, input.name!, id);
    const abilitiesChanged = input.abilities !== undefined && !sameList(input.abilities, before.abilities);
    if (abilitiesChanged) await writeAbilities(tx, id, input.abilities!);
    if (renamed || abilitiesChanged) {
      await tx.execute(sql`update roles set name = ${input.name ?? before.name}, changed_at = now() where id = ${id}`);
    }
    const after = (await roleById(tx, id))!;
    await writeAudit(tx, { userId: adminId, action: 'role.update', entity: 'roles', entityIds: [id], before: { ...before }, after: { ...after } });
    return after;
  });
}
