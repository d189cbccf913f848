// Signed tokens of the server (training hand-off, exam-result upload URLs) and of the CRMs that frame potential
// matches: base64url(JSON claims) + '.' + base64url(HMAC-SHA256 of that part), so whoever holds the secret can check
// one without any stored state.
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
  return fromEnv ? Promise.resolve(fromEnv) : keptSecret(db, envName);
}

/** The secret kept in the database under `name` (made at random by whoever asks first), read once per process. */
export function keptSecret(db: Db, name: string): Promise<string> {
  let byName = stored.get(db);
  if (!byName) stored.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    byName.set(name, (secret = storedSecret(db, name)));
    secret.catch(() => byName.delete(name));
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
  return parseBody(body);
}

/**
 * The claims of a token WITHOUT checking its signature: only to choose which secret to check it with when each
 * signer has its own (a CRM names its organisation). Nothing read here may be trusted before openToken holds.
 */
export function unverifiedClaims(token: string, maxLength = 4096): unknown {
  const [body, mac, extra] = token.split('.');
  return body && mac && extra === undefined && token.length <= maxLength ? parseBody(body) : null;
}

function parseBody(body: string): unknown {
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
