// PGlite has one connection, and runs each statement on the server's own thread. While an upload job's transaction
// holds it (seconds for 100,000 rows), every other query waits for the commit, and between the job's statements
// the event loop hardly runs: the upload history could not show the job's progress (issue 5), nor could the page's
// own script files be sent, nor could a list answer (issue 13). So the job gives turns between its chunks: the
// event loop runs for a moment (requests are read, files sent), and the reads waiting for the connection run inside
// the job's transaction, each under its own savepoint so that a read that fails cannot harm the job. They see what
// the job wrote so far (its progress, which it records in the same transaction, and its uncommitted rows).
// Which reads: those asked through `read` (the sign-in check, the history), and every SELECT of a read-only
// request (GET, HEAD: `asReader`), which client.ts lends a turn (`lends`). Writes of other requests still wait for
// the commit, so nothing a user is told was saved can be rolled back with the job.
// On PostgreSQL (many connections) `read` is a plain query and `transaction` a plain one.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.js';

/** Lets the event loop run and the waiting reads take their turn inside the transaction, then goes on. */
export type Turn = () => Promise<void>;

interface Waiting { run(db: Db): Promise<void> }

/**
 * How long a turn lets the event loop run while requests it found in flight are still unanswered, in ms: a script
 * file or a request's next read (the history after its sign-in check) needs a few rounds of it. A turn with no
 * request in flight takes one.
 */
export const TURN_MS = 25;
/** How long past TURN_MS a turn may go on serving waiting reads before the job writes its next chunk. */
const MAX_TURN_MS = 250;

/** Set while a read-only request runs: its SELECTs may be served at a job's turn (client.ts asks `lends`). */
const readOnlyRequest = new AsyncLocalStorage<boolean>();

/** A statement that only reads: SELECT or a WITH of SELECTs, after an optional leading comment (`prepared`). */
const READ_ONLY = /^\s*(?:\/\*[^*]*\*\/\s*)?(?:select\b|with\b(?![\s\S]*\b(?:insert|update|delete|merge)\b))/i;

export class ConnectionTurns {
  /** Reads waiting for the transaction's next turn; null when no transaction holds the connection. */
  private waiting: Waiting[] | null = null;
  /** HTTP requests begun and not yet answered, by the number each was given as it began. */
  private readonly open = new Set<number>();
  private begun = 0;

  /** `shared`: one connection for everything (PGlite), so a long transaction lends it to waiting reads. */
  constructor(private readonly db: Db, readonly shared: boolean) {}

  /** Whether a transaction holds the shared connection now (what /api/health must not wait behind). */
  get held(): boolean {
    return this.waiting !== null;
  }

  get requestsInFlight(): number {
    return this.open.size;
  }

  /** Counts a request in (app.ts, PGlite only); the function it returns counts it out, once however often called. */
  requestBegun(): () => void {
    const n = ++this.begun;
    this.open.add(n);
    return () => void this.open.delete(n);
  }

  /** Whether a request begun by the `begun`th is still in flight: the oldest open one (a Set keeps the order begun). */
  private openSince(begun: number): boolean {
    const oldest = this.open.values().next();
    return !oldest.done && oldest.value <= begun;
  }

  /** Runs `next` (the rest of a request) so that, when `readOnly`, its SELECTs may take a job's turn. */
  request(readOnly: boolean, next: () => void): void {
    if (readOnly) readOnlyRequest.run(true, next);
    else next();
  }

  /** Whether a statement is lent a turn: a transaction holds the shared connection and a read-only request reads. */
  lends(text: string): boolean {
    return this.waiting !== null && readOnlyRequest.getStore() === true && READ_ONLY.test(text);
  }

  /**
   * Runs a read now, or, while a transaction holds the only connection, inside it at its next turn. Only for reads
   * (and the odd write that may be lost with the transaction, like a session's last-seen time) that touch none of
   * the rows the transaction changes other than the job's own progress.
   */
  read<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const waiting = this.waiting;
    if (!waiting) return fn(this.db);
    return new Promise<T>((resolve, reject) => {
      waiting.push({
        run: async (db) => {
          try {
            resolve(await fn(db));
          } catch (err) {
            reject(err);
            throw err;
          }
        },
      });
    });
  }

  /**
   * One transaction; on a shared connection the body calls `turn` between its chunks to serve the reads that wait.
   * Reads that arrive while the transaction is starting wait for its first turn rather than for its commit; those
   * still waiting when it ends run on the connection as usual.
   */
  async transaction<T>(body: (tx: Db, turn: Turn) => Promise<T>): Promise<T> {
    if (!this.shared || this.waiting) return this.db.transaction((tx) => body(tx as unknown as Db, async () => {}));
    const waiting: Waiting[] = (this.waiting = []);
    try {
      return await this.db.transaction((tx) => body(tx as unknown as Db, () => this.serve(tx as unknown as Db, waiting)));
    } finally {
      this.waiting = null;
      for (const w of waiting.splice(0)) void w.run(this.db).catch(() => {});
    }
  }

  /**
   * A turn runs while a request that had begun when it began is still in flight, for TURN_MS at most (and the reads
   * it is serving then). Requests that begin during the turn have their waiting reads served while it runs, but do
   * not make it run longer: the next turn serves the rest of them. Clients that ask again as soon as they are
   * answered (a page polling the history, the upload bench's three watchers) had kept every turn going for its whole
   * TURN_MS. In the upload bench on PGlite (2026-11-29) a 100,000-row transfer's turns took 680–1,080 ms in 16–19
   * before, 460–770 ms in 13–16 after, and the slowest reads during it stayed at 0.46–1.0 s.
   */
  private async serve(tx: Db, waiting: Waiting[]): Promise<void> {
    const until = performance.now() + TURN_MS;
    const begun = this.begun;
    do {
      await new Promise((resolve) => setTimeout(resolve, 1));
      // One read, then the event loop again: between reads, new connections are accepted and their requests read
      // (a turn that ran every waiting read back to back left them queued in the kernel for seconds under load).
      for (let w = waiting.shift(); w; w = waiting.shift()) {
        // drizzle's nested transaction is a savepoint, rolled back if the read fails; the job's transaction goes on.
        await tx.transaction((sp) => w.run(sp as unknown as Db)).catch(() => {});
        await new Promise((resolve) => setImmediate(resolve));
        if (performance.now() > until + MAX_TURN_MS) break;
      }
    } while (this.openSince(begun) && performance.now() < until);
  }
}
