// scrypt password hashes in the form scrypt$N$r$p$salt$hash (base64url); never stored plain.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, createHash } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

/**
 * The cost of new hashes. OWASP's password storage cheat sheet asks for N=2^17, r=8, p=1, or an equivalent with the
 * same CPU cost and less memory (2^16/8/2, 2^15/8/3, 2^14/8/5, 2^13/8/10): each costs some 260-630 ms of CPU on
 * this 2-core machine (measured with `scryptSync`), more than the 150 ms a sign-in may take at p95 (issue 27). The
 * highest cost that fits is N=2^15, r=8, p=1 (32 MiB, about 120 ms of CPU): twice the former 2^14, half OWASP's
 * minimum. Raise it here when the servers are faster; older hashes are rehashed at their next sign-in.
 */
export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const LEN = 32;
/** scrypt needs 128·N·r bytes; Node refuses anything over 32 MiB unless told. */
const maxmem = (N: number, r: number) => 2 * 128 * N * r;

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_COST;
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, LEN, { N, r, p, maxmem: maxmem(N, r) });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const opts = { N: Number(n), r: Number(r), p: Number(p), maxmem: maxmem(Number(n), Number(r)) };
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, opts);
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made at a lower cost than new ones: it is replaced at the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  const [kind, n, r, p] = stored.split('$');
  const { N, r: R, p: P } = SCRYPT_COST;
  return kind !== 'scrypt' || Number(n) < N || Number(r) < R || Number(p) < P;
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
