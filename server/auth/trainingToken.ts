// Short-lived tokens for the training platform (console-spec §4 My Training, §7 GET auth/glorifire-token).
// A signed token (signedToken.ts), so the training platform can check it with the shared secret alone, without
// calling back.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { openToken, secretFrom, signToken } from './signedToken.js';

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

/** TRAINING_TOKEN_SECRET, or when unset one random secret kept in the database (signedToken.ts). */
export const trainingTokenSecret = (db: Db, env: NodeJS.ProcessEnv = process.env): Promise<string> => secretFrom(db, 'TRAINING_TOKEN_SECRET', env);

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
  return { token: signToken(claims, secret), expiresAt: new Date(claims.exp * 1000).toISOString() };
}

/** What the training platform does with a token: the claims when signature and expiry hold, else null. */
export function verifyTrainingToken(token: string, secret: string, now = Date.now()): TrainingClaims | null {
  const claims = openToken(token, secret) as Partial<TrainingClaims> | null;
  return claims && typeof claims.exp === 'number' && claims.exp * 1000 > now ? (claims as TrainingClaims) : null;
}
