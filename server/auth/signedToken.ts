// Signed tokens of the server (training hand-off, exam-result upload URLs): base64url(JSON claims) + '.' +
// base64url(HMAC-SHA256 of that part), so whoever holds the secret can check one without any stored state.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const processSecrets = new Map<string, string>();

/**
 * The secret named by `envName`, or one made at random for this process when it is unset: tokens then die with the
 * process, which is safe but breaks multi-process setups, so production sets the variable (README).
 */
export function secretFrom(envName: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env[envName]?.trim();
  if (fromEnv) return fromEnv;
  let secret = processSecrets.get(envName);
  if (!secret) processSecrets.set(envName, (secret = randomBytes(32).toString('hex')));
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
