// Signed tokens of the server (training hand-off, exam-result upload URLs): base64url(JSON claims) + '.' +
// base64url(HMAC-SHA256 of that part), so whoever holds the secret can check one without any stored state.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.js';
import { storedSecret } from '../db/repos/sharedState.js';

/** Per database, the secrets read once: a stored secret never changes, so each process asks for it once. */
const stored = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * The secret named by `envName`, or when it is unset one made at random on first use and kept in the database
 * (under the variable's name), so every server process on that database signs and verifies with the same one.
 */
export function secretFrom(db: Db, envName: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const fromEnv = env[envName]?.trim();
  if (fromEnv) return Promise.resolve(fromEnv);
  let byName = stored.get(db);
  if (!byName) stored.set(db, (byName = new Map()));
  let secret = byName.get(envName);
  if (!secret) {
    byName.set(envName, (secret = storedSecret(db, envName)));
    secret.catch(() => byName.delete(envName));
  }
  return secret;
}

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function signToken(claims: object, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The parsed claims of a token whose signature holds; null for anything else. Expiry and shape are the caller's. */
export function openToken(token: string, secret: string, maxLength = 4096): unknown {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined || token.length > maxLength) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
