// The organisation token of the public potential-matches view (issue 27): the CRM that frames the view signs
// { org: <organisation code>, exp: <epoch seconds> } with its organisation's secret, in the format of
// server/auth/signedToken.ts; the console forwards it in X-Org-Token; the server answers that organisation only.
// Origin and Referer would prove nothing (any client that is not a browser writes them); a signature does.
import type { Db } from '../db/client.js';
import { keptSecret, openToken, signToken, unverifiedClaims } from '../auth/signedToken.js';
import { organisationIdByCode } from './repository.js';
import { ORG_TOKEN_MAX_TTL_S } from '../../schemas/api/potentialMatches.js';

export interface OrgClaims {
  /** The organisation's code (organisations.code), as the CRM's operator knows it. */
  org: string;
  /** Expiry in epoch seconds. */
  exp: number;
}

export type OrgTokenCheck = { ok: true; orgId: number } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

const MAX_TOKEN_LENGTH = 1000;
/** A CRM's clock a little ahead of ours must not make its hour-long token look longer. */
const CLOCK_SKEW_S = 60;
const invalid: OrgTokenCheck = { ok: false, reason: 'invalid' };

/** The name an organisation's secret is kept under in server_secrets. */
export const orgSecretName = (orgId: number) => `POTENTIAL_MATCHES_ORG_${orgId}`;

/** One organisation's CRM secret: made at random on first use and kept in the database, so every process shares it. */
export const orgTokenSecret = (db: Db, orgId: number): Promise<string> => keptSecret(db, orgSecretName(orgId));

/** What a CRM does (README, "Potential matches"); here for tests, the bench and the example CRM's counterpart. */
export function issueOrgToken(orgCode: string, secret: string, now = Date.now(), ttlS = 15 * 60): string {
  const claims: OrgClaims = { org: orgCode, exp: Math.floor(now / 1000) + ttlS };
  return signToken(claims, secret);
}

/**
 * The organisation a token names, when its signature holds under that organisation's own secret, it has not
 * expired and it has at most ORG_TOKEN_MAX_TTL_S left. A secret is only made for an organisation that exists, so
 * tokens naming made-up codes add no rows.
 */
export async function checkOrgToken(db: Db, token: string | undefined, now = Date.now()): Promise<OrgTokenCheck> {
  if (!token) return { ok: false, reason: 'missing' };
  const named = unverifiedClaims(token, MAX_TOKEN_LENGTH) as Partial<OrgClaims> | null;
  if (typeof named?.org !== 'string' || !named.org || named.org.length > 100) return invalid;
  const orgId = await organisationIdByCode(db, named.org);
  if (orgId === null) return invalid;
  const claims = openToken(token, await orgTokenSecret(db, orgId), MAX_TOKEN_LENGTH) as Partial<OrgClaims> | null;
  const exp = claims?.exp;
  if (claims?.org !== named.org || typeof exp !== 'number' || !Number.isSafeInteger(exp)) return invalid;
  const leftS = exp - now / 1000;
  if (leftS <= 0) return { ok: false, reason: 'expired' };
  return leftS > ORG_TOKEN_MAX_TTL_S + CLOCK_SKEW_S ? invalid : { ok: true, orgId };
}
