import { describe, expect, it } from 'vitest';
import { EXAM_UPLOAD_URL_TTL_MS } from '../../schemas/examResults.js';
import type { Db } from '../db/client.js';
import { examUploadSecret, issueUploadToken, verifyUploadToken } from './uploadToken.js';

const grant = { examId: 3, year: 2025, userId: 7 };
const NOW = Date.UTC(2026, 10, 25, 8, 0);

describe('exam upload tokens', () => {
  it('verifies a token it issued, with its exam, year, user and a 15-minute expiry', () => {
    const { token, claims } = issueUploadToken(grant, 's3cret', NOW);
    expect(claims).toMatchObject({ ...grant, exp: NOW + EXAM_UPLOAD_URL_TTL_MS });
    expect(verifyUploadToken(token, 's3cret', NOW + EXAM_UPLOAD_URL_TTL_MS - 1)).toEqual({ ok: true, claims });
  });

  it('answers expired at and after the expiry', () => {
    const { token } = issueUploadToken(grant, 's3cret', NOW);
    expect(verifyUploadToken(token, 's3cret', NOW + EXAM_UPLOAD_URL_TTL_MS)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another secret, a changed claim, a changed signature and junk', () => {
    const { token } = issueUploadToken(grant, 's3cret', NOW);
    expect(verifyUploadToken(token, 'other', NOW)).toEqual({ ok: false, reason: 'invalid' });
    const [body, mac] = token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, year: 2026 })).toString('base64url');
    expect(verifyUploadToken(`${forged}.${mac}`, 's3cret', NOW)).toEqual({ ok: false, reason: 'invalid' });
    const flipped = `${body}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyUploadToken(flipped, 's3cret', NOW)).toEqual({ ok: false, reason: 'invalid' });
    for (const junk of ['', 'abc', `${token}.x`, '.', `${body}.`]) expect(verifyUploadToken(junk, 's3cret', NOW).ok).toBe(false);
  });

  it('gives every token its own id', () => {
    expect(issueUploadToken(grant, 's', NOW).claims.jti).not.toBe(issueUploadToken(grant, 's', NOW).claims.jti);
  });

  it('takes the secret from EXAM_UPLOAD_TOKEN_SECRET (else the database\'s: tests/server/shared-state.test.ts)', async () => {
    expect(await examUploadSecret({} as Db, { EXAM_UPLOAD_TOKEN_SECRET: ' abc ' })).toBe('abc');
  });
});
