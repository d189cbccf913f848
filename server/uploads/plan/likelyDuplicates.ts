// Likely duplicates (issue 26 item 6), the check of an entity that declares them (schemas/core/duplicateTypes.ts): a
// row a create sheet adds whose `same` fields and one of whose `anyOf` fields hold the values of a record of the
// organisation at another centre gets a warning naming that record (its unique code, id and centre; only the centre
// when the user's scope does not cover it). One set-based
// query for the whole sheet, whatever its number of rows: the records holding one of its mobiles or emails (each
// value looked up in its index, or for a sheet of many values the table read once with a hash lookup per record);
// names and centres are then compared here for the few rows that share one.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { duplicateKey, keyColumn, keyTableOf } from '../../db/duplicateKeys.js';
import type { EntitySchema, FieldDef } from '../../../schemas/index.js';
import type { PlanContext, RowIssues, RowPlan } from './types.js';

/** A row the check may warn: its issues (the warning goes there) and its plan (which then carries it). */
export interface CheckedRow { issues: RowIssues; plan: RowPlan }

/** A stored record one of the rows' anyOf values names: its same fields as stored, its anyOf values as compared. */
interface Candidate { id: number; centreId: number; centre: string; code: string | null; same: string[]; any: (string | null)[] }

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const id = (name: string) => sql.identifier(name);

/**
 * How an anyOf value compares: a mobile by its last ten digits (+919876543210 is 9876543210), anything else (an
 * email) in lower case. A written value is already valid (a mobile is digits after an optional +): no regex per row.
 */
const isMobile = (f: FieldDef) => f.kind === 'mobile';
function anyKey(f: FieldDef): (v: unknown) => string | null {
  if (!isMobile(f)) return (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : null);
  return (v) => {
    if (typeof v !== 'string' || v === '') return null;
    const digits = v.charCodeAt(0) === 43 ? v.slice(1) : v;
    return digits.length > 10 ? digits.slice(-10) : digits;
  };
}
/** A same field (a name) compares case and spacing aside. */
const fold = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim().replace(/\s+/g, ' ').toLowerCase());

/**
 * A list of values as one text parameter, split by the database (string_to_array): an email or a mobile holds no
 * control character (their validators), so a unit separator cannot occur in one. Folded to a constant when the
 * query is planned, `= any()` of it is a hash lookup per record.
 */
const SEPARATOR = '\u001f';
const list = (values: readonly string[]) => sql`string_to_array(${values.join(SEPARATOR)}::text, ${SEPARATOR}::text)`;

/** 'Student Name and Mobile'. */
const named = (labels: readonly string[]) => (labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0]);

/**
 * Warns the rows without errors that match a record of another centre, naming the record of lowest id. `valueOf`
 * reads a row's value of a field (by its key) as it would be written: a centre as its id. One query: the records
 * holding an anyOf value one of the rows has (the table read once, a hash lookup per record); the few rows that share
 * a value with one of them are compared here. Two passes over the rows, keeping nothing per row.
 */
export async function likelyDuplicateChecks<R extends CheckedRow>(db: Db, ctx: PlanContext, rows: readonly R[], valueOf: (row: R, key: string) => unknown): Promise<void> {
  const entity = ctx.entity as EntitySchema;
  const spec = entity.likelyDuplicates;
  if (!spec) return;
  const field = (key: string) => entity.fields.find((f) => f.key === key)!;
  const same = spec.same.map(field);
  const anyOf = spec.anyOf.map(field);
  const keys = anyOf.map(anyKey);
  const centre = entity.fields.find((f) => f.ref === 'centre' && !f.multiple)!;
  // Arrays, not sets: a repeated value costs the database nothing, and a set of 100,000 strings costs 100 ms here.
  const wanted: string[][] = anyOf.map(() => []);
  for (const row of rows) {
    if (!row.issues.ok) continue;
    for (let j = 0; j < anyOf.length; j++) {
      const k = keys[j](valueOf(row, anyOf[j].key));
      if (k !== null) wanted[j].push(k);
    }
  }
  if (wanted.every((w) => w.length === 0)) return;
  const found = await candidates(db, ctx, entity, same, anyOf, centre, wanted);
  if (found.length === 0) return;
  const byValue = anyOf.map(() => new Map<string, Candidate[]>());
  for (const c of found) c.any.forEach((v, j) => { if (v !== null) byValue[j].set(v, [...(byValue[j].get(v) ?? []), c]); });
  const codeLabel = entity.unique.length === 1 ? `${field(entity.unique[0]).label} ` : '';
  for (const row of rows) {
    if (!row.issues.ok) continue;
    // Most rows share no value with any record: they are passed over without an allocation.
    let shares = false;
    for (let j = 0; j < anyOf.length && !shares; j++) {
      const k = keys[j](valueOf(row, anyOf[j].key));
      shares = k !== null && byValue[j].has(k);
    }
    if (!shares) continue;
    const rowKeys = keys.map((key, j) => key(valueOf(row, anyOf[j].key)));
    const near = rowKeys.flatMap((k, j) => (k === null ? [] : byValue[j].get(k) ?? []));
    const names = same.map((f) => fold(valueOf(row, f.key)));
    const centreId = valueOf(row, centre.key);
    let other: Candidate | undefined;
    for (const c of near) if (c.centreId !== centreId && c.same.every((v, i) => fold(v) === names[i]) && (!other || c.id < other.id)) other = c;
    if (!other) continue;
    const alike = [...same, ...anyOf.filter((_, j) => rowKeys[j] !== null && other.any[j] === rowKeys[j])].map((f) => f.label);
    // A record of a centre the user may not see is named by its centre alone: its code and id stay in their scope.
    const who = ctx.scope.has(other.centreId)
      ? `${other.code === null ? '' : `${codeLabel}${other.code} `}(id ${other.id}) at ${other.centre}`
      : `a ${entity.noun.toLowerCase()} at ${other.centre} (outside your centres)`;
    row.issues.warn(same[0].key, 'likely-duplicate', `may be the same ${entity.noun.toLowerCase()} as ${who}, who has the same ${named(alike)}`);
    row.plan.warnings = row.issues.warnings;
  }
}

/**
 * Looking a value up in an anyOf field's key index (server/db/duplicateKeys.ts) costs about as much as reading a
 * tenth of a table page: a sheet with fewer values than ten per page of the table looks them up, one with more
 * reads the table once (a few hundred thousand lookups cost more than a scan, whatever the planner estimates).
 * `few`: so few values are looked up without asking the table's size (a form's record, a small sheet).
 */
export const DUPLICATE_LOOKUPS = { perPage: 10, few: 64 };

async function tablePages(db: Db, table: string): Promise<number> {
  const res = await db.execute(sql`select pg_relation_size(${table}::regclass) / 8192 as "pages"`);
  return Number(rowsOf<{ pages: number | string }>(res)[0].pages);
}

/** The organisation's records holding one of the wanted anyOf values (another record than the one a form rewrites). */
async function candidates(
  db: Db, ctx: PlanContext, entity: EntitySchema, same: FieldDef[], anyOf: FieldDef[], centre: FieldDef, wanted: string[][],
): Promise<Candidate[]> {
  const t = (f: FieldDef) => sql`t.${id(f.column)}`;
  const code = entity.unique.length === 1 ? sql`t.${id(entity.fields.find((f) => f.key === entity.unique[0])!.column)}::text` : sql`null::text`;
  const self = ctx.selfId === undefined ? sql`` : sql` and t.id <> ${ctx.selfId}`;
  // The keys: a hand-tuned table's in its key table dk (server/db/duplicateKeys.ts), else on the table t itself.
  const keyTable = keyTableOf(entity);
  const key = (f: FieldDef) => (keyTable ? sql`dk.${id(keyColumn(f))}` : duplicateKey(f, t(f)));
  const org = keyTable ? sql`dk.org_id` : sql`t.org_id`;
  const columns = sql`t.id, t.${id(centre.column)} as "centreId", c.name as "centre", ${code} as "code",
      json_build_array(${sql.join(same.map((f) => sql`${t(f)}::text`), sql`, `)}) as "same",
      json_build_array(${sql.join(anyOf.map(key), sql`, `)}) as "any"`;
  const from = sql`${keyTable ? sql`${id(keyTable)} dk join ${id(entity.table.name)} t on t.id = dk.id` : sql`${id(entity.table.name)} t`}
      join centres c on c.id = t.${id(centre.column)}`;
  const lookups = wanted.reduce((n, w) => n + w.length, 0);
  const lookUp = lookups <= DUPLICATE_LOOKUPS.few || lookups < DUPLICATE_LOOKUPS.perPage * await tablePages(db, keyTable ?? entity.table.name);
  let query: SQL;
  if (lookUp) {
    // One lookup per distinct value: the lateral subquery (kept apart by its offset) runs once per value, on the index.
    query = sql.join(anyOf.flatMap((f, j) => (wanted[j].length === 0 ? [] : [sql`select m.* from (select distinct k from unnest(${list(wanted[j])}) k) v
      cross join lateral (select ${columns} from ${from} where ${org} = ${ctx.orgId} and ${key(f)} = v.k${self} offset 0) m`])), sql` union all `);
  } else {
    // Inside a CASE the planner does not estimate the selectivity of each of 100,000 values (half its planning
    // time); each `= any()` is still a hash lookup.
    const matchesOne = anyOf.flatMap((f, j) => (wanted[j].length > 0 ? [sql`${key(f)} = any(${list(wanted[j])})`] : []));
    query = sql`select ${columns} from ${from}
      where ${org} = ${ctx.orgId} and (case when ${sql.join(matchesOne, sql` or `)} then true else false end)${self}`;
  }
  // A record holding several of the values (a mobile and an email) is found once for each.
  const byId = new Map<number, Candidate>();
  for (const c of rowsOf<Candidate>(await db.execute(query))) byId.set(Number(c.id), { ...c, id: Number(c.id), centreId: Number(c.centreId) });
  return [...byId.values()];
}
