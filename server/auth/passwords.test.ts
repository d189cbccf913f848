// Password hashing: argon2id at OWASP's minimum, off the event loop; scrypt hashes of earlier versions still verify.
import { randomBytes, scryptSync } from 'node:crypto';
import { argon2id } from 'hash-wasm';
import { afterAll, describe, expect, it } from 'vitest';
import { ARGON2_COST, argon2CostOf, hashPassword, needsRehash, stopPasswordWorkers, verifyPassword } from './passwords.js';

afterAll(() => stopPasswordWorkers());

const scryptHash = (password: string, N: number) => {
  const salt = randomBytes(16);
  return `scrypt$${N}$8$1$${salt.toString('base64url')}$${scryptSync(password, salt, 32, { N, r: 8, p: 1 }).toString('base64url')}`;
};

describe('password hashes', () => {
  it('makes argon2id hashes at the configured cost (OWASP: m ≥ 19 MiB, t ≥ 2), each with its own salt', async () => {
    const [a, b] = await Promise.all([hashPassword('demo1234'), hashPassword('demo1234')]);
    expect(argon2CostOf(a)).toEqual(ARGON2_COST);
    expect(ARGON2_COST.m).toBeGreaterThanOrEqual(19_456);
    expect(ARGON2_COST.t).toBeGreaterThanOrEqual(2);
    expect(a).not.toBe(b);
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo1235', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('verifies the scrypt hashes of earlier versions and asks to rehash them', async () => {
    const old = scryptHash('demo1234', 2 ** 14);
    expect(await verifyPassword('demo1234', old)).toBe(true);
    expect(await verifyPassword('nope', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
  });

  it('refuses what is no hash it knows, without throwing', async () => {
    for (const stored of ['', 'plain', '$argon2id$v=19$m=19456,t=2,p=1$broken', 'bcrypt$x']) expect(await verifyPassword('demo1234', stored)).toBe(false);
  });

  it('keeps the event loop free while it hashes: it turns thousands of times while eight sign-ins hash, and not while hashes run on it', async () => {
    await hashPassword('warm');
    // How often the event loop comes round while `work` runs: a busy machine slows it (a fixed bound on its longest
    // hold failed at 61 ms against 60, then at 101 ms, with the whole suite beside it), but a hash run on the loop
    // stops it outright until the hash is done.
    const turnsDuring = async (work: () => Promise<unknown>) => {
      let turns = 0, done = false;
      const spin = () => { if (!done) { turns++; setImmediate(spin); } };
      setImmediate(spin);
      await work();
      done = true;
      return turns;
    };
    const onLoop = () => argon2id({ password: 'x', salt: randomBytes(16), parallelism: ARGON2_COST.p, iterations: ARGON2_COST.t, memorySize: ARGON2_COST.m, hashLength: 32, outputType: 'encoded' });
    await onLoop(); // its WebAssembly compiled and instantiated once, off the clock
    const blocked = await turnsDuring(async () => { for (let i = 0; i < 2; i++) await onLoop(); });
    const free = await turnsDuring(() => Promise.all(Array.from({ length: 8 }, (_, i) => hashPassword(`password-${i}`))));
    expect(blocked).toBeLessThan(100);
    expect(free).toBeGreaterThan(1000);
  });
});
