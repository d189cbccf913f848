// One record made or changed from the console's form (a class of the time table), by the same checks as a sheet row:
// the create operation's columns read by their fields, refs resolved in the user's scope, unique values and schedule
// clashes checked against the database, all under the organisation's write lock, then written with an audit entry.
// A change is a create of the record anew over its own id, so it is never a clash with itself.
import { sql } from 'drizzle-orm';
import { validateRows, type EntitySchema, type RowError, type UploadOperation } from '../../schemas/index.js';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { writeAudit } from '../db/repos/audit.js';
import { forbidden, unprocessable } from '../http/envelope.js';
import { insertDerived, updateDerived } from '../uploads/db/derived.js';
import { lockOrgWrites } from '../uploads/db/orgLock.js';
import { planContext } from '../uploads/context.js';
import { plannerFor } from '../uploads/plan/index.js';
import { OUT_OF_SCOPE, checkMayChangeShared } from './actionsRepo.js';
import { clearStaleLink } from './links.js';
import { scopeCondition, whereClause } from './conditions.js';
import { joinedSelectList, tableOf } from './sqlParts.js';
import { listQuerySchema } from '../../schemas/index.js';

type Values = Readonly<Record<string, string>>;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The operation a form follows: the entity's create sheet. */
export const formOperation = (entity: EntitySchema): UploadOperation | undefined => entity.uploads.operations.find((o) => o.key === 'create');

/** A field's error as the form shows it: the field's key and the clause after 'Row N, Column: '. */
export interface FieldError { key: string; rule: string; message: string }

function fieldErrors(op: UploadOperation, errors: readonly RowError[]): FieldError[] {
  return errors.map((e) => {
    const column = op.columns.find((c) => c.header === e.column);
    return { key: column?.key ?? '', rule: e.rule, message: e.message.replace(/^Row \d+, [^:]+: /, '') };
  });
}

/** Checks the values and writes them: a new record, or record `id` anew. Answers the record's id. */
export async function saveRecord(db: Db, entity: EntitySchema, p: Principal, values: Values, id?: number): Promise<number> {
  const op = formOperation(entity);
  if (!op) throw unprocessable(`${entity.label} has no form`);
  checkMayChangeShared(entity, p, id === undefined ? 'add them' : 'change them');
  const ctx = { ...planContext(p, { entity, op }, { multiCentre: true }), ...(id === undefined ? {} : { selfId: id }) };
  const sheet = validateRows(entity, op, op.columns.map((c) => c.header), [op.columns.map((c) => values[c.key] ?? '')], { multiCentre: true });
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockOrgWrites(tx, ctx.orgId);
    if (id !== undefined) await lockInScope(tx, entity, p, id);
    const planner = plannerFor(entity, op);
    const [plan] = await planner.plan(tx, ctx, sheet.rows, sheet.errors);
    const errors = plan ? plan.errors : sheet.errors;
    if (!plan || errors.length > 0 || plan.write === null) {
      const fields = fieldErrors(op, errors);
      throw unprocessable(fields[0]?.message ? `${op.columns.find((c) => c.key === fields[0].key)?.header ?? 'Form'}: ${fields[0].message}` : 'Please check the form', { errors: fields });
    }
    const write = plan.write as Record<string, unknown>;
    const saved = id === undefined ? await insertOne(tx, entity, ctx.orgId, write) : (await updateDerived(tx, entity, [{ id, ...write }], async () => {}), id);
    // A changed batch or subject no longer matches the class a topic was linked to: the link goes.
    if (id !== undefined) await clearStaleLink(tx, entity, id);
    await writeAudit(tx, { userId: p.userId, action: id === undefined ? 'create' : 'edit', entity: entity.kind, entityIds: [saved], details: { values } });
    return saved;
  });
}

async function insertOne(tx: Db, entity: EntitySchema, orgId: number, write: Record<string, unknown>): Promise<number> {
  await insertDerived(tx, entity, orgId, [write], async () => {});
  const [row] = rowsOf<{ id: number }>(await tx.execute(sql`select currval(pg_get_serial_sequence(${entity.table.name}, 'id'))::int as id`));
  return row.id;
}

async function lockInScope(tx: Db, entity: EntitySchema, p: Principal, id: number): Promise<void> {
  const found = rowsOf(await tx.execute(sql`select t.id from ${tableOf(entity)} t where t.id = ${id} and ${scopeCondition(entity, p)} for update`));
  if (found.length === 0) throw forbidden(OUT_OF_SCOPE);
}

/**
 * Every record of a week (Monday `from` to Sunday), in the user's scope and the list's filters, in date and time order.
 * The rows come back as one JSON array: thousands of rows of a dozen columns each cost the driver more to hand over
 * one by one than the database takes to find them (a centre's 2,400 classes: some 40 ms of 65 on PGlite).
 */
export async function weekRecords(db: Db, entity: EntitySchema, p: Principal, from: string, filters: Readonly<Record<string, string[]>>) {
  const s = entity.schedule!;
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  const range = entity.list.dateRanges.find((r) => r.field === s.date)!;
  const q = listQuerySchema(entity).parse({ ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v.join(',')])), [range.fromKey]: from, [range.toKey]: to });
  const column = (key: string) => sql.identifier(entity.fields.find((f) => f.key === key)!.column);
  const { select, joins } = joinedSelectList(entity, 't');
  const res = await db.execute(sql`select coalesce(json_agg(w order by w.${sql.identifier(s.date)}, w.${sql.identifier(s.start)}, w.id), '[]') as rows
    from (select ${select} from ${tableOf(entity)} t ${joins} where ${whereClause(entity, p, q)}
      order by t.${column(s.date)}, t.${column(s.start)}, t.id limit ${WEEK_LIMIT + 1}) w`);
  const [{ rows: answer }] = rowsOf<{ rows: unknown }>(res);
  const rows = (typeof answer === 'string' ? JSON.parse(answer) : answer) as Record<string, unknown>[];
  return { from, to, rows: rows.slice(0, WEEK_LIMIT), truncated: rows.length > WEEK_LIMIT };
}

/** More than a screen can show: 200 batches at six classes a day for a week is 8,400. */
export const WEEK_LIMIT = 10_000;
