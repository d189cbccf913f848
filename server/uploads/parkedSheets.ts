// The preview's parse, kept for the submit that follows. A clerk previews a file and then submits the very same
// bytes; parsing 100,000 rows again would double the wait. The preview's worker session is parked here under a key
// of everything the parse depends on (the file's SHA-256, its type, the entity, operation and centre mode), and the
// job that finds its key takes the session instead of parsing. A job run by another process simply parses the file
// itself.
// A clean preview of a planner that names the tables it reads (OperationPlanner.reads) parks its plan too, with the
// snapshot it read from: the job applies that plan instead of checking every row again, but only after asking,
// inside its own transaction and under the organisation's lock, that no transaction the preview could not see has
// written one of those tables (db/tableWrites.ts) and that the plan was made for the same user, scope and centre.
// Otherwise it plans again, as it always did (issue 28 item 2: a 100,000-row plan is 0.3-0.45 s of the job).
// What a parked 100,000-row parse holds is large: its worker thread (some 110 MB with the cells it keeps for the
// result file) and the parsed rows in the server's heap (some 90 MB). So one session is parked at a time, and only
// for a minute, the time a clerk takes from the preview to the submit; then it is ended and the heap collected,
// so an idle server gives the memory back (issue 13: idle RSS within 20% of its start after ten 12 MB previews).
// A submit with no preview before it parks a parse too, in a place of its own, begun at once (parseAhead): the file is
// read while it is stored and its job is claimed, instead of after (issue 28 item 2).
import { createHash } from 'node:crypto';
import type { SheetExtension } from './fileChecks.js';
import type { PlanContext, RowPlan } from './plan/types.js';
import { unchangedSince, type ReadPoint } from './db/tableWrites.js';
import type { Db } from '../db/client.js';
import { parseStats, type ParseSession } from './sheetPool.js';
import { afterUpload } from './afterUpload.js';

/**
 * How long a parked parse waits: a preview's for its submit (`idleMs`); a submit's for its job (`aheadMs`), which an
 * idle worker of this process claims at once, so one not taken by then went elsewhere (a worker of another process,
 * a job that failed before reading its file). Tests shorten them.
 */
export const parking = { idleMs: 60_000, aheadMs: 15_000 };

/** A clean preview's plan: its rows' changes and writes (no preview values), what it read from, and for whom. */
export interface ParkedPlan { plans: readonly RowPlan[]; seen: ReadPoint; context: string }

interface Parked { key: string; session: Promise<ParseSession>; plan?: ParkedPlan; timer: NodeJS.Timeout }

/** How many jobs applied their preview's plan (tests). */
export const planStats = { reused: 0 };

/** What a plan depends on beyond the file and the parse (the parse key has those): the uploader and their scope. */
const contextOf = (ctx: PlanContext) => JSON.stringify([ctx.orgId, ctx.userId, ctx.centreId, [...ctx.scope].sort((a, b) => a - b), ctx.params ?? null]);

/** No preview values: the job reads none (showsPreview), and a parked plan should not hold 100,000 rows of them. */
const NO_VALUES: Readonly<Record<string, string>> = Object.freeze({});

/** A preview's plan to park, once its answer is built: its preview values are dropped. */
export function planToPark(ctx: PlanContext, plans: RowPlan[], seen: ReadPoint): ParkedPlan {
  for (const p of plans) p.preview = NO_VALUES;
  return { plans, seen, context: contextOf(ctx) };
}

/**
 * The parked plan a job may apply as it is: made for this context, and nothing in `tables` written since by a
 * transaction it could not see. Undefined otherwise (the job then plans again).
 */
export async function planStillTrue(tx: Db, ctx: PlanContext, tables: readonly string[] | undefined, plan: ParkedPlan | undefined): Promise<readonly RowPlan[] | undefined> {
  if (!plan || !tables || plan.context !== contextOf(ctx)) return undefined;
  if (!(await unchangedSince(tx, plan.seen, tables))) return undefined;
  planStats.reused++;
  return plan.plans;
}

/** One preview's parse and one submit's, each in its place: a submit's never ends a preview another clerk made. */
const parked: Record<'preview' | 'ahead', Parked | null> = { preview: null, ahead: null };
type Place = keyof typeof parked;

export function parseKey(ctx: PlanContext, data: Uint8Array, ext: SheetExtension): string {
  return parseKeyOfDigest(ctx, createHash('sha256').update(data).digest('hex'), ext);
}

/** The same key from the file's SHA-256 in hex (a job asks the database for it instead of reading the file). */
export function parseKeyOfDigest(ctx: PlanContext, sha256Hex: string, ext: SheetExtension): string {
  return [sha256Hex, ext, ctx.entity.kind, ctx.op.key, ctx.multiCentre, JSON.stringify(ctx.mapping ?? null)].join('|');
}

function drop(place: Place): void {
  const held = parked[place];
  if (!held) return;
  parked[place] = null;
  clearTimeout(held.timer);
  held.session.then((s) => {
    s.close();
    // The parsed rows it held in this heap are garbage now: a big parse's are collected at once (afterUpload.ts).
    afterUpload(s.sheet.rows.length);
  }, () => {});
}

function keep(place: Place, key: string, session: Promise<ParseSession>, plan?: ParkedPlan): void {
  drop(place);
  const timer = setTimeout(() => drop(place), place === 'ahead' ? parking.aheadMs : parking.idleMs);
  timer.unref();
  parked[place] = { key, session, plan, timer };
}

/** Keeps a previewed session for a submit (ending the preview's parked before), with its plan when it may be reused. */
export function park(key: string, session: ParseSession, plan?: ParkedPlan): void {
  session.detach();
  keep('preview', key, Promise.resolve(session), plan);
}

const placeOf = (key: string) => (['preview', 'ahead'] as const).find((place) => parked[place]?.key === key);

/**
 * Begins the parse of a file just submitted, for its job to take (unless this very file is parked already, from its
 * preview). The parse keeps its slot until the job is done with it, as the job's own parse would. `cancel` ends it
 * when the submit does not queue a job after all.
 */
export function parseAhead(key: string, parse: () => Promise<ParseSession>): { cancel(): void } {
  if (placeOf(key)) return { cancel() {} };
  const session = parse();
  parseStats.ahead++;
  // A file that cannot be read fails its job with the parse's own message, when the job takes it.
  session.catch(() => {});
  keep('ahead', key, session);
  return { cancel: () => { if (parked.ahead?.session === session) drop('ahead'); } };
}

/** The parked session of this key, with its plan if one was kept, taken out (only one job gets it), or undefined. */
export function takeParked(key: string): { session: Promise<ParseSession>; plan?: ParkedPlan } | undefined {
  const place = placeOf(key);
  if (!place) return undefined;
  const { session, plan, timer } = parked[place]!;
  clearTimeout(timer);
  parked[place] = null;
  return { session, plan };
}

/** Whether a parse is parked now in `place` (tests). */
export function isParked(place: Place): boolean {
  return parked[place] !== null;
}

/** Ends the parked session (server shutdown, tests). */
export function dropParked(): void {
  drop('preview');
  drop('ahead');
}
