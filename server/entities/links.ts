// A record linked to one record of another kind (schemas/core/linkTypes.ts LinkSpec: a course-plan topic to the
// time-table class where it was taught). The candidates are the other kind's active records sharing the `match`
// fields that have begun (when it has a schedule); setting a link checks the chosen one is still a candidate, stores
// its id and copies the `copy` fields from it, under the organisation's write lock, with an audit entry.
import { sql, type SQL } from 'drizzle-orm';
import { getEntity, type EntitySchema, type FieldDef, type LinkSpec } from '../../schemas/index.js';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { writeAudit } from '../db/repos/audit.js';
import { forbidden, unprocessable } from '../http/envelope.js';
import { lockOrgWrites } from '../uploads/db/orgLock.js';
import { centreNow } from '../attendance/time.js';
import { OUT_OF_SCOPE } from './actionsRepo.js';
import { scopeCondition } from './conditions.js';
import { displayExpr, tableOf } from './sqlParts.js';

const id = (name: string) => sql.identifier(name);
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export interface LinkOption { id: number; date: string | null; label: string }
export interface LinkAnswer { current: number | null; options: LinkOption[] }

interface Linked { entity: EntitySchema; link: LinkSpec; other: EntitySchema }

function linkedOf(entity: EntitySchema): Linked {
  const link = entity.link;
  const other = link ? getEntity(link.kind) : undefined;
  if (!link || !other) throw new Error(`${entity.kind} declares no link to a registered kind`);
  return { entity, link, other };
}

const fieldOf = (schema: EntitySchema, key: string): FieldDef => {
  const f = schema.fields.find((x) => x.key === key);
  if (!f) throw new Error(`${schema.kind} has no field "${key}"`);
  return f;
};

/** The labels of the shared fields in words: 'Batch and Subject'. */
const matchNamed = ({ entity, link }: Linked) => Object.keys(link.match).map((k) => fieldOf(entity, k).label).join(' and ');

/** Candidates of record `t`: the other kind's active records sharing the match fields, begun when scheduled. */
function candidateWhere(l: Linked): SQL {
  const same = Object.entries(l.link.match).map(([mine, theirs]) => sql`o.${id(fieldOf(l.other, theirs).column)} = t.${id(fieldOf(l.entity, mine).column)}`);
  const status = l.other.fields.find((f) => f.kind === 'status');
  const s = l.other.schedule;
  const begun = s ? [sql`(o.${id(fieldOf(l.other, s.date).column)} + o.${id(fieldOf(l.other, s.start).column)}::time) <= ${centreNow()}`] : [];
  return sql.join([sql`o.org_id = t.org_id`, ...same, ...(status ? [sql`o.${id(status.column)} = 'active'`] : []), ...begun], sql` and `);
}

/** A candidate in words: its date and start, then its schedule's title and subtitle ('2026-11-23 09:00 · Physics, DSE-11-A, ...'). */
function describe(l: Linked): { date: SQL; label: SQL } {
  const s = l.other.schedule;
  const keys = s ? [s.title, ...s.subtitle] : l.other.fields.filter((f) => f.listed && f.kind !== 'status').map((f) => f.key);
  const words = sql`concat_ws(', ', ${sql.join(keys.map((k) => displayExpr(fieldOf(l.other, k), 'o')), sql`, `)})`;
  if (!s) return { date: sql`null::text`, label: words };
  const date = sql`to_char(o.${id(fieldOf(l.other, s.date).column)}, 'YYYY-MM-DD')`;
  return { date, label: sql`${date} || ' ' || o.${id(fieldOf(l.other, s.start).column)} || ' · ' || ${words}` };
}

async function recordInScope(db: Db, l: Linked, p: Principal, recordId: number, lock: boolean): Promise<{ current: number | null }> {
  const [row] = rowsOf<{ current: number | null }>(await db.execute(sql`select t.${id(l.link.column)} as current from ${tableOf(l.entity)} t
    where t.id = ${recordId} and ${scopeCondition(l.entity, p)}${lock ? sql` for update` : sql``}`));
  if (!row) throw forbidden(OUT_OF_SCOPE);
  return row;
}

/** The record's link now and the records it may be linked to, latest first. */
export async function linkOptions(db: Db, entity: EntitySchema, p: Principal, recordId: number): Promise<LinkAnswer> {
  const l = linkedOf(entity);
  const { current } = await recordInScope(db, l, p, recordId, false);
  const d = describe(l);
  const s = l.other.schedule;
  const order = s ? sql`o.${id(fieldOf(l.other, s.date).column)} desc, o.${id(fieldOf(l.other, s.start).column)} desc, o.id desc` : sql`o.id desc`;
  const res = await db.execute(sql`select o.id, ${d.date} as date, ${d.label} as label from ${tableOf(l.entity)} t join ${tableOf(l.other)} o on ${candidateWhere(l)}
    where t.id = ${recordId} order by ${order} limit 200`);
  return { current, options: rowsOf<LinkOption>(res) };
}

/** Links record `recordId` to `otherId` (copying the copy fields), or clears the link when `otherId` is null. */
export async function saveLink(db: Db, entity: EntitySchema, p: Principal, recordId: number, otherId: number | null): Promise<string> {
  const l = linkedOf(entity);
  const copies = Object.entries(l.link.copy).map(([mine, theirs]) => ({ mine: fieldOf(entity, mine), theirs: fieldOf(l.other, theirs) }));
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockOrgWrites(tx, p.orgId ?? -1);
    await recordInScope(tx, l, p, recordId, true);
    if (otherId === null) {
      const cleared = [sql`${id(l.link.column)} = null`, ...copies.map((c) => sql`${id(c.mine.column)} = null`)];
      await tx.execute(sql`update ${tableOf(entity)} set ${sql.join(cleared, sql`, `)}, updated_at = now() where id = ${recordId}`);
    } else {
      const set = [sql`${id(l.link.column)} = o.id`, ...copies.map((c) => sql`${id(c.mine.column)} = o.${id(c.theirs.column)}`)];
      const res = await tx.execute(sql`update ${tableOf(entity)} t set ${sql.join(set, sql`, `)}, updated_at = now() from ${tableOf(l.other)} o
        where t.id = ${recordId} and o.id = ${otherId} and ${candidateWhere(l)} returning t.id`);
      if (rowsOf(res).length === 0) {
        const noun = l.other.noun.toLowerCase();
        throw unprocessable(`${l.other.noun} ${otherId} cannot be chosen: choose an active ${noun} of this ${entity.noun.toLowerCase()}'s ${matchNamed(l)} that has begun`);
      }
    }
    await writeAudit(tx, { userId: p.userId, action: 'edit', entity: entity.kind, entityIds: [recordId], details: { [l.link.key]: otherId } });
    return otherId === null ? l.link.messages.cleared : l.link.messages.linked;
  });
}

/** After a form changed record `recordId` (its batch or subject): a link it no longer matches is cleared with its copies. */
export async function clearStaleLink(tx: Db, entity: EntitySchema, recordId: number): Promise<void> {
  if (!entity.link) return;
  const l = linkedOf(entity);
  const cleared = [sql`${id(l.link.column)} = null`, ...Object.keys(l.link.copy).map((k) => sql`${id(fieldOf(entity, k).column)} = null`)];
  await tx.execute(sql`update ${tableOf(entity)} t set ${sql.join(cleared, sql`, `)} where t.id = ${recordId} and t.${id(l.link.column)} is not null
    and not exists (select 1 from ${tableOf(l.other)} o where o.id = t.${id(l.link.column)} and ${candidateWhere(l)})`);
}
