// "The alert counters of organisation X changed" (DESIGN.md "Alert rules"): the writes that raise, resolve, view or
// escalate alerts send a NOTIFY inside their transaction, so it goes out on commit and never for a rollback; each
// server process LISTENs once (Database.listen) and tells the counter streams of that organisation. The event
// carries no counts: counts are per user scope, so each console asks for its own.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Listening } from '../db/listener.js';
import { ALERT_ORG } from './scope.js';

export const COUNTERS_CHANNEL = 'alert_counters';
/** The payload that wakes every stream: after the LISTEN was down, any organisation may have changed. */
const EVERY_ORG = '*';

/** A statement that notifies the counters of `orgId` (a number, or a SQL expression of a one-row select). */
export const notifyCounters = (orgId: number | SQL) => sql`select pg_notify(${COUNTERS_CHANNEL}, (${orgId})::text)`;

/** The organisation of the alerts whose ids `ids` selects, notified once each (for statements on many alerts). */
export const notifyCountersOfAlerts = (ids: SQL) => sql`select pg_notify(${COUNTERS_CHANNEL}, o.org_id::text)
  from (select distinct ${ALERT_ORG} as org_id from alert_actionables a where a.id in (${ids})) o where o.org_id is not null`;

type Listener = () => void;

/** This process's counter streams, by organisation, fed by one LISTEN. */
export class CounterEvents {
  private readonly byOrg = new Map<string, Set<Listener>>();
  private listening?: Listening;

  start(database: Database): void {
    this.listening ??= database.listen(COUNTERS_CHANNEL, {
      onPayload: (payload) => this.publish(payload),
      onListening: () => this.publish(EVERY_ORG),
    });
  }

  async stop(): Promise<void> {
    await this.listening?.stop();
    this.listening = undefined;
  }

  /** Calls `fn` when the organisation's counters change; answers the unsubscribe. */
  subscribe(orgId: number | null, fn: Listener): () => void {
    const key = String(orgId);
    const set = this.byOrg.get(key) ?? new Set<Listener>();
    this.byOrg.set(key, set.add(fn));
    return () => {
      set.delete(fn);
      if (set.size === 0 && this.byOrg.get(key) === set) this.byOrg.delete(key);
    };
  }

  publish(payload: string): void {
    const sets = payload === EVERY_ORG ? [...this.byOrg.values()] : [this.byOrg.get(payload)];
    for (const set of sets) for (const fn of set ?? []) fn();
  }

  get subscribers(): number {
    let n = 0;
    for (const set of this.byOrg.values()) n += set.size;
    return n;
  }
}
