// "Copy last week" of a schedule (the time table): the active records of the week before `to`, in the user's scope and
// the week view's filters, each moved seven days on and checked like a new row (clashes with what the target week
// holds already, holidays). The preview lists every copy with its problems; applying writes the copies that have none,
// in one transaction under the organisation's write lock, and says how many were left out and why.
import { sql } from 'drizzle-orm';
import { getOperation, type EntitySchema } from '../../schemas/index.js';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { writeAudit } from '../db/repos/audit.js';
import { insertDerived } from '../uploads/db/derived.js';
import { lockOrgWrites } from '../uploads/db/orgLock.js';
import { scheduleChecks, type ScheduledRow } from '../uploads/plan/schedule.js';
import { RowIssues } from '../uploads/plan/types.js';
import { weekRecords } from './records.js';
import { intArray } from '../db/params.js';

export interface CopyLine { from: Record<string, unknown>; date: string; problems: string[] }
export interface WeekCopy { from: string; to: string; lines: CopyLine[]; copies: number; clashes: number }

const DAY = 86_400_000;
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The copies of last week's active records, each checked; `tx` may be the write's transaction. */
async function planCopy(db: Db, entity: EntitySchema, p: Principal, to: string, filters: Readonly<Record<string, string[]>>) {
  const s = entity.schedule!;
  const from = addDays(to, -7);
  const week = await weekRecords(db, entity, p, from, { ...filters, status: ['active'] });
  const ids = week.rows.map((r) => Number(r.id));
  const stored = ids.length === 0 ? [] : rowsOf<Record<string, unknown>>(await db.execute(sql`select * from ${sql.identifier(entity.table.name)}
    where id = any(${intArray(ids)}) order by array_position(${intArray(ids)}, id)`));
  const dateColumn = entity.fields.find((f) => f.key === s.date)!.column;
  const op = getOperation(entity, 'create');
  const rows: ScheduledRow[] = stored.map((r, i) => {
    const write = Object.fromEntries(entity.fields.filter((f) => f.kind !== 'status').map((f) => [f.column, r[f.column]]));
    write[dateColumn] = addDays(String(week.rows[i][s.date]), 7);
    const shown = Object.fromEntries(entity.fields.map((f) => [f.key, String(week.rows[i][f.key] ?? '')]));
    return { row: i + 1, write, shown: { ...shown, [s.date]: String(write[dateColumn]) }, issues: new RowIssues(op, i + 1) };
  });
  await scheduleChecks(db, entity, p.orgId!, rows);
  return { from, rows, week };
}

export async function previewWeekCopy(db: Db, entity: EntitySchema, p: Principal, to: string, filters: Readonly<Record<string, string[]>>): Promise<WeekCopy> {
  const { from, rows, week } = await planCopy(db, entity, p, to, filters);
  const lines = rows.map((r, i) => ({ from: week.rows[i], date: String(r.shown[entity.schedule!.date]), problems: r.issues.errors.map((e) => e.message.replace(/^Row \d+, [^:]+: /, '')) }));
  return { from, to, lines, copies: lines.filter((l) => l.problems.length === 0).length, clashes: lines.filter((l) => l.problems.length > 0).length };
}

/** Writes the copies without problems; answers how many were written and left out. */
export async function applyWeekCopy(db: Db, entity: EntitySchema, p: Principal, to: string, filters: Readonly<Record<string, string[]>>) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockOrgWrites(tx, p.orgId!);
    const { rows } = await planCopy(tx, entity, p, to, filters);
    const good = rows.filter((r) => r.issues.ok).map((r) => r.write as Record<string, unknown>);
    await insertDerived(tx, entity, p.orgId!, good, async () => {});
    await writeAudit(tx, { userId: p.userId, action: 'copy-week', entity: entity.kind, entityIds: [], details: { to, copied: good.length, skipped: rows.length - good.length } });
    return { copied: good.length, skipped: rows.length - good.length };
  });
}
