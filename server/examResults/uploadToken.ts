// Pre-signed exam-result upload URLs: a token of base64url(claims) + '.' + base64url(HMAC-SHA256 of that part) over
// the exam, the year, the user and the expiry, so the upload route can trust the exam and year a URL names without
// keeping them anywhere. The token id (jti) is what a submit consumes (exam_upload_tokens), once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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

// Random per process when unset, as the training token's: URLs then die with the process, so deployments of
// several server processes set EXAM_UPLOAD_TOKEN_SECRET (README).
let processSecret: string | undefined;
export function examUploadSecret(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.EXAM_UPLOAD_TOKEN_SECRET?.trim();
  if (fromEnv) return fromEnv;
  processSecret ??= randomBytes(32).toString('hex');
  return processSecret;
}

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function issueUploadToken(
  grant: { examId: number; year: number; userId: number }, secret: string, now = Date.now(), ttlMs = EXAM_UPLOAD_URL_TTL_MS,
): { token: string; claims: UploadClaims } {
  const claims: UploadClaims = { ...grant, exp: now + ttlMs, jti: randomBytes(12).toString('base64url') };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `${body}.${sign(body, secret)}`, claims };
}

const isId = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;

function readClaims(body: string): UploadClaims | null {
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<UploadClaims>;
    const valid = isId(c.examId) && isId(c.year) && isId(c.userId) && Number.isSafeInteger(c.exp)
      && typeof c.jti === 'string' && /^[\w-]{8,40}$/.test(c.jti);
    return valid ? (c as UploadClaims) : null;
  } catch {
    return null;
  }
}

/** The claims when the signature holds and the token has not expired. Whose token it is, the caller checks. */
export function verifyUploadToken(token: string, secret: string, now = Date.now()): TokenCheck {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined || token.length > 1000) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  const claims = readClaims(body);
  if (!claims) return { ok: false, reason: 'invalid' };
  return claims.exp > now ? { ok: true, claims } : { ok: false, reason: 'expired' };
}
