// The statements of a list request as text, kept per principal and request: drizzle walks every piece of a statement
// each time it turns it into text, which cost a list request more of the server's time than everything else it does.
// A user asks the same list again and again (a refresh, the refetch after every action, paging back), and each time
// the text and values are the same; only the rows differ.
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';

const dialect = new PgDialect();
/** Per principal: a user's last few requests, the oldest dropped first (at most 2,000 principals are cached). */
const MAX_PER_PRINCIPAL = 8;
const byPrincipal = new WeakMap<Principal, Map<string, Query[]>>();

/**
 * `build()` as text and values, kept under the principal and `key`, which must name everything else `build` reads.
 * Only a frozen principal (as the sign-in check caches them, replaced when anything it shows changes) keys them:
 * statements built from a principal are then never used for another, nor after it changed.
 */
export function builtOnce(p: Principal, key: string, build: () => SQL[]): Query[] {
  if (!Object.isFrozen(p)) return build().map((s) => dialect.sqlToQuery(s));
  let kept = byPrincipal.get(p);
  if (!kept) byPrincipal.set(p, (kept = new Map()));
  let queries = kept.get(key);
  if (!queries) {
    queries = build().map((s) => dialect.sqlToQuery(s));
    if (kept.size >= MAX_PER_PRINCIPAL) kept.delete(kept.keys().next().value!);
    kept.set(key, queries);
  }
  return queries;
}

/** Runs a statement already turned into text, as `db.execute` runs one. */
export function runBuilt(db: Db, query: Query): Promise<unknown> {
  return db._.session.prepareQuery(query, undefined, undefined, false).execute();
}
