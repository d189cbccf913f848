// Password hashing: argon2id at OWASP's minimum, off the event loop; scrypt hashes of earlier versions still verify.
import { randomBytes, scryptSync } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
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

  it('keeps the event loop free while it hashes: eight sign-ins at once hold it for less than one hash on it', async () => {
    await hashPassword('warm');
    // What one hash holds the event loop for when it runs on it, measured now, under whatever else this machine is
    // running (a fixed bound failed at 61 ms against 60 with the whole suite beside it).
    const onLoop = async () => {
      const started = performance.now();
      await argon2id({ password: 'x', salt: randomBytes(16), parallelism: ARGON2_COST.p, iterations: ARGON2_COST.t, memorySize: ARGON2_COST.m, hashLength: 32, outputType: 'encoded' });
      return performance.now() - started;
    };
    const oneHash = Math.min(await onLoop(), await onLoop());
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    await Promise.all(Array.from({ length: 8 }, (_, i) => hashPassword(`password-${i}`)));
    delay.disable();
    // Hashed on the main thread, eight would hold it for a whole hash at least once (some 70 ms on a quiet machine).
    expect(delay.max / 1e6).toBeLessThan(0.75 * oneHash);
  });
});
