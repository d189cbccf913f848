// Pre-signed exam-result upload URLs: a signed token (server/auth/signedToken.ts) over the exam, the year, the user
// and the expiry, so the upload route can trust the exam and year a URL names without
// keeping them anywhere. The token id (jti) is what a submit consumes (exam_upload_tokens), once.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { openToken, secretFrom, signToken } from '../auth/signedToken.js';
import { EXAM_UPLOAD_URL_TTL_MS } from '../../schemas/examResults.js';

export interface UploadClaims {
  examId: number;
  year: number;
  userId: number;
  /** Expiry in epoch ms. */
  exp: number;
  /** The token's id: consumed by the submit. */
  jti: string;
}

export type TokenCheck = { ok: true; claims: UploadClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** EXAM_UPLOAD_TOKEN_SECRET, or when unset one random secret kept in the database (signedToken.ts). */
export const examUploadSecret = (db: Db, env: NodeJS.ProcessEnv = process.env): Promise<string> => secretFrom(db, 'EXAM_UPLOAD_TOKEN_SECRET', env);

export function issueUploadToken(
  grant: { examId: number; year: number; userId: number }, secret: string, now = Date.now(), ttlMs = EXAM_UPLOAD_URL_TTL_MS,
): { token: string; claims: UploadClaims } {
  const claims: UploadClaims = { ...grant, exp: now + ttlMs, jti: randomBytes(12).toString('base64url') };
  return { token: signToken(claims, secret), claims };
}

const isId = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;

function isClaims(c: Partial<UploadClaims> | null): c is UploadClaims {
  return !!c && isId(c.examId) && isId(c.year) && isId(c.userId) && Number.isSafeInteger(c.exp)
    && typeof c.jti === 'string' && /^[\w-]{8,40}$/.test(c.jti);
}

/** The claims when the signature holds and the token has not expired. Whose token it is, the caller checks. */
export function verifyUploadToken(token: string, secret: string, now = Date.now()): TokenCheck {
  const claims = openToken(token, secret, 1000) as Partial<UploadClaims> | null;
  if (!isClaims(claims)) return { ok: false, reason: 'invalid' };
  return claims.exp > now ? { ok: true, claims } : { ok: false, reason: 'expired' };
}
