// LISTEN on PostgreSQL: one dedicated connection per process, never a pooled one. Behind PgBouncer in transaction
// mode a LISTEN made on a pooled connection stays on whichever server connection ran it, and its notifications go
// nowhere; so this connects on its own (LISTEN_DATABASE_URL, straight to PostgreSQL, else DATABASE_URL). A dropped
// connection is made again with a growing pause and never takes the process down.
import pg from 'pg';

export interface Listening {
  stop(): Promise<void>;
}

export interface ListenHandlers {
  /** A notification's payload. */
  onPayload(payload: string): void;
  /** Each time the LISTEN is (again) in place: notifications sent while it was down are lost, so callers catch up. */
  onListening?(): void;
}

const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 10_000;

export function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers): Listening {
  let stopped = false;
  let client: pg.Client | undefined;
  let pause = FIRST_PAUSE_MS;
  let timer: NodeJS.Timeout | undefined;

  const again = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => { timer = undefined; void connect(); }, pause);
    timer.unref();
    pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
  };

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    // An error event with no listener would end the process; the 'end' that follows schedules the reconnect.
    c.on('error', () => {});
    c.on('end', () => { if (client === c) client = undefined; again(); });
    c.on('notification', (n) => { if (n.channel === channel) handlers.onPayload(n.payload ?? ''); });
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (stopped) { await c.end(); return; }
      client = c;
      pause = FIRST_PAUSE_MS;
      handlers.onListening?.();
    } catch {
      await c.end().catch(() => {});
      again();
    }
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
