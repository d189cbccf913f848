// Password hashes, never stored plain: argon2id in PHC form ($argon2id$v=19$m=…,t=…,p=…$salt$hash) for new ones;
// scrypt hashes of earlier versions (scrypt$N$r$p$salt$hash) still verify and are replaced at their next sign-in.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

/**
 * The cost of new hashes: OWASP's password storage cheat sheet's first choice, argon2id, at its minimum (19 MiB,
 * two passes, one lane). About 70 ms of one core on this 2-core machine, where scrypt at OWASP's minimum
 * (N=2^17, r=8, p=1, or its equivalents) costs 260-630 ms, past the 150 ms a sign-in may take at p95 (issue 27).
 * Raise it here; older hashes are rehashed at their next sign-in.
 */
export const ARGON2_COST = { m: 19_456, t: 2, p: 1 } as const;

// ---- argon2id, in worker threads: WebAssembly hashing would hold the event loop some 70 ms a sign-in ----

const WORKERS = 2;
type Reply = { id: number; value?: string | boolean; error?: string };
interface Lane { worker: Worker; pending: Map<number, (r: Reply) => void> }
const lanes: Lane[] = [];
let nextId = 0;

function lane(): Lane {
  if (lanes.length < WORKERS && lanes.every((l) => l.pending.size > 0)) {
    const worker = new Worker(new URL('./passwordWorker.mjs', import.meta.url));
    const made: Lane = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', (r: Reply) => {
      made.pending.get(r.id)?.(r);
      made.pending.delete(r.id);
      if (made.pending.size === 0) worker.unref();
    });
    // A worker that dies fails what it held; the next call starts another.
    worker.on('error', (err) => { for (const done of made.pending.values()) done({ id: -1, error: err.message }); made.pending.clear(); });
    worker.on('exit', () => { const at = lanes.indexOf(made); if (at >= 0) lanes.splice(at, 1); });
    lanes.push(made);
  }
  return lanes.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
}

function inWorker<T extends string | boolean>(message: Record<string, unknown>): Promise<T> {
  const l = lane();
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    l.pending.set(id, (r) => (r.error !== undefined ? reject(new Error(`password hashing failed: ${r.error}`)) : resolve(r.value as T)));
    // Held while work is pending, so a script awaiting a hash is not left to exit under it.
    l.worker.ref();
    l.worker.postMessage({ id, ...message });
  });
}

/** Ends the hashing workers (a server's close; they are unref'd, so a process exits without it too). */
export async function stopPasswordWorkers(): Promise<void> {
  await Promise.all(lanes.splice(0).map((l) => l.worker.terminate()));
}

export function hashPassword(password: string): Promise<string> {
  return inWorker<string>({ op: 'hash', password, salt: randomBytes(16), cost: ARGON2_COST });
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) return inWorker<boolean>({ op: 'verify', password, hash: stored }).catch(() => false);
  return verifyScrypt(password, stored);
}

/** scrypt needs 128·N·r bytes; Node refuses anything over 32 MiB unless told. */
const maxmem = (N: number, r: number) => 2 * 128 * N * r;

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const opts = { N: Number(n), r: Number(r), p: Number(p), maxmem: maxmem(Number(n), Number(r)) };
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, opts);
  return timingSafeEqual(actual, expected);
}

/** The cost a stored argon2id hash was made at, or null for any other kind of hash. */
export function argon2CostOf(stored: string): { m: number; t: number; p: number } | null {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  return m ? { m: Number(m[1]), t: Number(m[2]), p: Number(m[3]) } : null;
}

/** Whether a stored hash is scrypt, or argon2id below the current cost: it is replaced at the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  const cost = argon2CostOf(stored);
  return !cost || cost.m < ARGON2_COST.m || cost.t < ARGON2_COST.t || cost.p < ARGON2_COST.p;
}

/** A hash to compare against when the user does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(8).toString('hex'));
  return dummyHash;
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
