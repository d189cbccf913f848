// Security headers on every answer: a full Content-Security-Policy, no MIME sniffing, a referrer that stops at the
// origin when leaving it. The console may be framed only by itself and the trusted CRM origins (embedding); the API
// docs page may not be framed at all.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readTrustedOrigins } from '../routes/embedConfig.js';

/** Where the policies differ: the console's frame ancestors. Everything else is the same for every page. */
const BASE_POLICY = [
  "default-src 'self'",
  // Only the built bundle's own files run: no inline script, no eval, no third-party script.
  "script-src 'self'",
  // MUI's emotion writes <style> elements at run time, and swagger-ui sets style attributes.
  "style-src 'self' 'unsafe-inline'",
  // The favicon is a data: URL; downloads and previews use blob: URLs.
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export const DOCS_PREFIX = '/api/docs';

/** The policy of the console, its assets and the API: framed only by `ancestors` (besides itself). */
export function consolePolicy(ancestors: string): string {
  return [...BASE_POLICY, `frame-ancestors 'self' ${ancestors}`.trim()].join('; ');
}

/** The API docs answer requests from anyone who opens them, so no page may frame them (no clickjacking of "Try it"). */
export const DOCS_POLICY = [...BASE_POLICY, "frame-ancestors 'none'"].join('; ');

const isDocs = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`) || url.startsWith(`${DOCS_PREFIX}?`);

/**
 * API answers carry personal data (names, masked contacts, files): no browser or proxy may keep a copy. Only the
 * docs and the health check say nothing about anyone, so they may be cached like the console's own files.
 */
const isPersonalApi = (url: string) => url.startsWith('/api/') && !isDocs(url) && url.split(/[?#]/)[0] !== '/api/health';

/** The console pages of the potential-matches view, which a CRM frames without login (issue 15). */
export const POTENTIAL_MATCHES_PAGES = ['/exam-result/potential-matches', '/potential-matches'];
const isPotentialMatchesPage = (url: string) => POTENTIAL_MATCHES_PAGES.includes(url.split(/[?#]/)[0].replace(/(.)\/+$/, '$1'));

/**
 * `ancestors`: the origins besides the console's own that may frame it (space-separated). The potential-matches
 * pages may be framed only by the trusted CRM origins (TRUSTED_PARENT_ORIGINS), whatever FRAME_ANCESTORS says.
 */
export function installSecurityHeaders(app: FastifyInstance, ancestors: string, trusted = readTrustedOrigins().origins.join(' ')): void {
  const policy = consolePolicy(ancestors);
  const potentialMatchesPolicy = consolePolicy(trusted);
  app.addHook('onSend', async (req, reply) => {
    const docs = isDocs(req.url);
    setSecurityHeaders(reply, docs ? DOCS_POLICY : isPotentialMatchesPage(req.url) ? potentialMatchesPolicy : policy, docs);
    if (isPersonalApi(req.url)) reply.header('cache-control', 'no-store');
  });
}

/** Also for answers sent outside the hooks (errors met before routing, see errorHandler.ts). */
export function setSecurityHeaders(reply: FastifyReply, policy: string, unframeable: boolean): void {
  reply.header('content-security-policy', policy);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  // For browsers that predate frame-ancestors; it cannot list origins, so only never-framed answers send it.
  if (unframeable) reply.header('x-frame-options', 'DENY');
}
