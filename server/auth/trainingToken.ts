// Short-lived tokens for the training platform (console-spec §4 My Training, §7 GET auth/glorifire-token).
// A token is base64url(JSON claims) + '.' + base64url(HMAC-SHA256 of that part), so the training platform can
// check it with the shared secret alone, without calling back.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TRAINING_TOKEN_TTL_MS = 5 * 60_000;

export interface TrainingClaims {
  sub: string;
  username: string;
  name: string;
  /** Issued at and expiry, in epoch seconds. */
  iat: number;
  exp: number;
  /** Makes every token distinct, so one leaked token says nothing about the next. */
  jti: string;
}

// Random per process when unset: tokens then die with the process, which is safe but breaks multi-process setups,
// so production sets TRAINING_TOKEN_SECRET (README).
let processSecret: string | undefined;
export function trainingTokenSecret(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.TRAINING_TOKEN_SECRET?.trim();
  if (fromEnv) return fromEnv;
  processSecret ??= randomBytes(32).toString('hex');
  return processSecret;
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');
const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function issueTrainingToken(
  user: { userId: number; username: string; name: string },
  secret: string,
  now = Date.now(),
  ttlMs = TRAINING_TOKEN_TTL_MS,
): { token: string; expiresAt: string } {
  const claims: TrainingClaims = {
    sub: String(user.userId), username: user.username, name: user.name,
    iat: Math.floor(now / 1000), exp: Math.floor((now + ttlMs) / 1000), jti: randomBytes(9).toString('base64url'),
  };
  const body = b64(JSON.stringify(claims));
  return { token: `${body}.${sign(body, secret)}`, expiresAt: new Date(claims.exp * 1000).toISOString() };
}

/** What the training platform does with a token: the claims when signature and expiry hold, else null. */
export function verifyTrainingToken(token: string, secret: string, now = Date.now()): TrainingClaims | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TrainingClaims;
    return typeof claims.exp === 'number' && claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}
