// Saved views (issue 26 item 7): every query is scoped to the signed-in user, so another user's view is never read,
// changed or deleted (it answers as not found). At most one default per user and list: setting one clears the
// others in the same transaction (and a partial unique index holds it).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { SavedView, ViewState } from '../../../schemas/api/savedViews.js';
import type { Db } from '../client.js';
import { savedViews } from '../savedViewTables.js';
import { ApiError, notFound } from '../../http/envelope.js';

export const VIEW_NOT_FOUND = 'This saved view does not exist (or is not yours).';
const nameTaken = (name: string) => new ApiError(409, `You already have a view named "${name}" for this list: choose another name.`);

type Row = typeof savedViews.$inferSelect;
const toView = (r: Row): SavedView => ({ id: r.id, resource: r.resource, name: r.name, state: r.state, isDefault: r.isDefault, updatedAt: r.updatedAt.toISOString() });

const isUniqueViolation = (err: unknown) => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === '23505') return true;
  return false;
};

export async function listViews(db: Db, userId: number, resource: string): Promise<SavedView[]> {
  const rows = await db.select().from(savedViews).where(and(eq(savedViews.userId, userId), eq(savedViews.resource, resource))).orderBy(asc(savedViews.name));
  return rows.map(toView);
}

async function clearDefault(tx: Db, userId: number, resource: string, except?: number) {
  await tx.update(savedViews).set({ isDefault: false })
    .where(and(eq(savedViews.userId, userId), eq(savedViews.resource, resource), eq(savedViews.isDefault, true), ...(except ? [ne(savedViews.id, except)] : [])));
}

export interface NewView { resource: string; name: string; state: ViewState; isDefault?: boolean }

export async function createView(db: Db, userId: number, v: NewView): Promise<SavedView> {
  try {
    return await db.transaction(async (tx) => {
      if (v.isDefault) await clearDefault(tx as unknown as Db, userId, v.resource);
      const [row] = await tx.insert(savedViews).values({ userId, resource: v.resource, name: v.name, state: v.state, isDefault: v.isDefault ?? false }).returning();
      return toView(row);
    });
  } catch (err) {
    throw isUniqueViolation(err) ? nameTaken(v.name) : err;
  }
}

const mine = (userId: number, id: number) => and(eq(savedViews.id, id), eq(savedViews.userId, userId));

export async function updateView(db: Db, userId: number, id: number, change: { name?: string; state?: ViewState }): Promise<SavedView> {
  try {
    const [row] = await db.update(savedViews).set({ ...change, updatedAt: sql`now()` }).where(mine(userId, id)).returning();
    if (!row) throw notFound(VIEW_NOT_FOUND);
    return toView(row);
  } catch (err) {
    throw isUniqueViolation(err) ? nameTaken(change.name ?? '') : err;
  }
}

export async function deleteView(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db.delete(savedViews).where(mine(userId, id)).returning({ id: savedViews.id });
  if (gone.length === 0) throw notFound(VIEW_NOT_FOUND);
}

/** Makes the view the user's default for its list (clearing the one before), or no longer the default. */
export async function setDefaultView(db: Db, userId: number, id: number, isDefault: boolean): Promise<SavedView> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(savedViews).where(mine(userId, id)).for('update');
    if (!found) throw notFound(VIEW_NOT_FOUND);
    if (isDefault) await clearDefault(tx as unknown as Db, userId, found.resource, id);
    const [row] = await tx.update(savedViews).set({ isDefault }).where(mine(userId, id)).returning();
    return toView(row);
  });
}
