// The checks of an entity that declares a schedule (schemas/core/types.ts ScheduleSpec): no two active records that
// share a key set (a faculty, a batch, a room at a centre) may overlap in time on a date, neither within the sheet
// (the later row names the earlier) nor against the database (the row names the record it meets), and no record may
// fall on a date another kind's records close (a holiday). One set-based query per key set.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { getEntity, getOperation, type EntitySchema, type FieldDef, type ScheduleSpec } from '../../../schemas/index.js';
import { displayExpr, selectList } from '../../entities/sqlParts.js';
import { RowIssues } from './types.js';
import { intArray } from '../../db/params.js';

/** A row the planner has read: its values by column, their display text by key, where its issues go. */
export interface ScheduledRow {
  row: number;
  write: Readonly<Record<string, unknown>>;
  shown: Readonly<Record<string, string>>;
  issues: RowIssues;
  /** The record the row rewrites (a moved class): not a clash with itself. */
  selfId?: number;
}

const id = (name: string) => sql.identifier(name);
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const fieldOf = (entity: EntitySchema, key: string): FieldDef => entity.fields.find((f) => f.key === key)!;
const blank = (v: unknown) => v === null || v === undefined || v === '';

/** 'Faculty Asha Rao (EMP1001)', 'Centre and Room Delhi South Extension, Room 101'. */
function named(entity: EntitySchema, keys: readonly string[], shown: Readonly<Record<string, string>>): string {
  const labels = keys.map((k) => fieldOf(entity, k).label).join(' and ');
  return `${labels} ${keys.map((k) => shown[k]).join(', ')}`;
}

export async function scheduleChecks(db: Db, entity: EntitySchema, orgId: number, rows: readonly ScheduledRow[]): Promise<void> {
  const s = entity.schedule;
  if (!s) return;
  for (const keys of s.among) {
    const sharing = rows.filter((r) => r.issues.ok && keys.every((k) => !blank(r.write[fieldOf(entity, k).column])));
    withinSheet(entity, s, keys, sharing);
    await againstDatabase(db, entity, s, keys, orgId, sharing.filter((r) => r.issues.ok));
  }
  for (const closed of s.closedBy ?? []) await closedDates(db, entity, closed, orgId, rows.filter((r) => r.issues.ok));
}

function span(entity: EntitySchema, s: ScheduleSpec, r: ScheduledRow) {
  const v = (k: string) => String(r.write[fieldOf(entity, k).column]);
  return { date: v(s.date), start: v(s.start), end: v(s.end) };
}

/** Rows of one key and date in start order; each row meets the rows before it that end after it starts. */
function withinSheet(entity: EntitySchema, s: ScheduleSpec, keys: readonly string[], rows: readonly ScheduledRow[]): void {
  const groups = new Map<string, ScheduledRow[]>();
  for (const r of rows) {
    const key = [...keys.map((k) => String(r.write[fieldOf(entity, k).column]).toLowerCase()), span(entity, s, r).date].join('\u0000');
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    group.sort((a, b) => span(entity, s, a).start.localeCompare(span(entity, s, b).start) || a.row - b.row);
    for (let i = 1; i < group.length; i++) {
      const me = span(entity, s, group[i]);
      const earlier = group.slice(0, i).find((o) => span(entity, s, o).end > me.start);
      if (!earlier) continue;
      const other = span(entity, s, earlier);
      group[i].issues.add(s.start, 'clash',
        `${named(entity, keys, group[i].shown)} is booked twice on ${me.date}: ${me.start}–${me.end} here and ${other.start}–${other.end} in row ${earlier.row}`);
    }
  }
}

/** The active records each row meets, found in one query: same key values and date, spans overlapping. */
async function againstDatabase(db: Db, entity: EntitySchema, s: ScheduleSpec, keys: readonly string[], orgId: number, rows: readonly ScheduledRow[]) {
  if (rows.length === 0) return;
  const keyFields = keys.map((k) => fieldOf(entity, k));
  const [date, start, end] = [s.date, s.start, s.end].map((k) => fieldOf(entity, k).column);
  const json = JSON.stringify(rows.map((r, i) => ({ i, self: r.selfId ?? 0, d: r.write[date], s: r.write[start], e: r.write[end],
    ...Object.fromEntries(keyFields.map((f, j) => [`k${j}`, r.write[f.column]])) })));
  const same = keyFields.map((f, j) => (f.kind === 'ref' ? sql`t.${id(f.column)} = u.${id(`k${j}`)}::int` : sql`lower(t.${id(f.column)}) = lower(u.${id(`k${j}`)})`));
  const status = entity.fields.find((f) => f.kind === 'status');
  const active = status ? sql` and t.${id(status.column)} = 'active'` : sql``;
  const shape = sql.join([sql`i int, self int, d date, s text, e text`, ...keyFields.map((_, j) => sql`${id(`k${j}`)} text`)], sql`, `);
  const res = await db.execute(sql`select distinct on (u.i) u.i, t.${id(start)} as "start", t.${id(end)} as "end", ${describe(entity, s)} as "what"
    from json_to_recordset(${json}::json) as u(${shape})
    join ${id(entity.table.name)} t on ${sql.join(same, sql` and `)} and t.${id(date)} = u.d and t.${id(start)} < u.e and u.s < t.${id(end)}
    where t.org_id = ${orgId} and t.id <> u.self${active} order by u.i, t.${id(start)}`);
  for (const m of rowsOf<{ i: number; start: string; end: string; what: string }>(res)) {
    const r = rows[m.i];
    const me = span(entity, s, r);
    r.issues.add(s.start, 'clash', `${named(entity, keys, r.shown)} already has a ${entity.noun.toLowerCase()} from ${m.start} to ${m.end} on ${me.date} (${m.what})`);
  }
}

/** The existing record in words: its title and subtitle fields' display values ('Physics, DSE-11-A, Asha Rao'). */
function describe(entity: EntitySchema, s: ScheduleSpec): SQL {
  return sql`concat_ws(', ', ${sql.join([s.title, ...s.subtitle].map((k) => displayExpr(fieldOf(entity, k), 't')), sql`, `)})`;
}

/** Rows on a date another kind closes: its active records matching the row (centre, date) with a closing value. */
async function closedDates(db: Db, entity: EntitySchema, closed: NonNullable<ScheduleSpec['closedBy']>[number], orgId: number, rows: readonly ScheduledRow[]) {
  const other = getEntity(closed.kind);
  if (!other || rows.length === 0) return;
  const pairs = Object.entries(closed.match).map(([mine, theirs]) => ({ mine: fieldOf(entity, mine), theirs: fieldOf(other, theirs) }));
  const json = JSON.stringify(rows.map((r, i) => ({ i, ...Object.fromEntries(pairs.map((p, j) => [`m${j}`, r.write[p.mine.column]])) })));
  const shape = sql.join([sql`i int`, ...pairs.map((p, j) => sql`${id(`m${j}`)} ${p.theirs.kind === 'ref' ? sql`int` : p.theirs.kind === 'date' ? sql`date` : sql`text`}`)], sql`, `);
  const same = pairs.map((p, j) => sql`o.${id(p.theirs.column)} = u.${id(`m${j}`)}`);
  const where = Object.entries(closed.where).map(([k, values]) => sql`o.${id(fieldOf(other, k).column)} = any(${sql.param([...values])}::text[])`);
  const status = other.fields.find((f) => f.kind === 'status');
  const active = status ? [sql`o.${id(status.column)} = 'active'`] : [];
  const res = await db.execute(sql`select distinct on (u.i) u.i, o.${id(fieldOf(other, closed.named).column)} as "name"
    from json_to_recordset(${json}::json) as u(${shape}) join ${id(other.table.name)} o on ${sql.join(same, sql` and `)}
    where ${sql.join([sql`o.org_id = ${orgId}`, ...where, ...active], sql` and `)} order by u.i`);
  const dateKey = pairs.find((p) => p.mine.kind === 'date')?.mine.key ?? pairs[0].mine.key;
  const what = Object.values(closed.where).flat().join(' or ');
  for (const m of rowsOf<{ i: number; name: string }>(res)) {
    const r = rows[m.i];
    r.issues.add(dateKey, 'closed', `${r.shown[dateKey]} is a ${what} ("${m.name}" in ${other.label}); no ${entity.noun.toLowerCase()} can be held then`);
  }
}

/**
 * Why records about to become active again (a cancelled class reactivated) would clash, in words; empty when none
 * would. The records are read back as rows of the create sheet and checked like one, each apart from itself.
 */
export async function reactivationClashes(db: Db, entity: EntitySchema, orgId: number, ids: readonly number[]): Promise<string[]> {
  if (!entity.schedule || ids.length === 0) return [];
  const op = getOperation(entity, 'create');
  const res = await db.execute(sql`select ${selectList(entity, 't')}, ${sql.join(entity.fields.map((f) => sql`t.${id(f.column)} as ${id(`__${f.column}`)}`), sql`, `)}
    from ${id(entity.table.name)} t where t.id = any(${intArray(ids)}) order by t.id`);
  const rows: ScheduledRow[] = rowsOf<Record<string, unknown>>(res).map((r, i) => ({
    row: i + 1, selfId: Number(r.id), issues: new RowIssues(op, i + 1),
    write: Object.fromEntries(entity.fields.map((f) => [f.column, r[`__${f.column}`]])),
    shown: Object.fromEntries(entity.fields.map((f) => [f.key, String(r[f.key] ?? '')])),
  }));
  await scheduleChecks(db, entity, orgId, rows);
  return rows.flatMap((r) => r.issues.errors.map((e) => e.message.replace(/^Row \d+, [^:]+: /, '')));
}
