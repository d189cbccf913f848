// The preview's parse, kept for the submit that follows. A clerk previews a file and then submits the very same
// bytes; parsing 100,000 rows again would double the wait. The preview's worker session is parked here under a key
// of everything the parse depends on (the file's SHA-256, its type, the entity, operation and centre mode), and the
// job that finds its key takes the session instead of parsing. The job still checks every row against the database
// inside its own transaction; only the reading of the file is shared. One session is parked at a time (memory),
// for ten minutes; a job run by another process simply parses the file itself.
import { createHash } from 'node:crypto';
import type { SheetExtension } from './fileChecks.js';
import type { PlanContext } from './plan/types.js';
import type { ParseSession } from './sheetPool.js';

const TTL_MS = 10 * 60_000;

let parked: { key: string; session: ParseSession; timer: NodeJS.Timeout } | null = null;

export function parseKey(ctx: PlanContext, data: Uint8Array, ext: SheetExtension): string {
  return parseKeyOfDigest(ctx, createHash('sha256').update(data).digest('hex'), ext);
}

/** The same key from the file's SHA-256 in hex (a job asks the database for it instead of reading the file). */
export function parseKeyOfDigest(ctx: PlanContext, sha256Hex: string, ext: SheetExtension): string {
  return [sha256Hex, ext, ctx.entity.kind, ctx.op.key, ctx.multiCentre].join('|');
}

function drop(): void {
  if (!parked) return;
  clearTimeout(parked.timer);
  parked.session.close();
  parked = null;
}

/** Keeps a previewed session for a submit (ending the one parked before). */
export function park(key: string, session: ParseSession): void {
  drop();
  session.detach();
  const timer = setTimeout(drop, TTL_MS);
  timer.unref();
  parked = { key, session, timer };
}

/** The parked session of this key, taken out (only one job gets it), or undefined. */
export function takeParked(key: string): ParseSession | undefined {
  if (parked?.key !== key) return undefined;
  const { session, timer } = parked;
  clearTimeout(timer);
  parked = null;
  return session;
}

/** Ends the parked session (server shutdown, tests). */
export function dropParked(): void {
  drop();
}
