// The potential-matches view's public calls (entities-spec §7: salesforceAuth/potential-matches/list, no login;
// issue 15): rate limited per client, answering only the fields the view shows, and only of the organisation whose
// CRM signed the request's X-Org-Token (issue 27). SQL in server/potentialMatches/.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteDeps } from './deps.js';
import { ApiError, badRequest, forbidden, ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { checkOrgToken } from '../potentialMatches/orgToken.js';
import { clientKey, createRateLimiter } from '../potentialMatches/rateLimit.js';
import { findPotentialMatches, potentialMatchOptions } from '../potentialMatches/repository.js';
import {
  ORG_TOKEN_HEADER, ORG_TOKEN_MESSAGES, POTENTIAL_MATCH_FILTERS, POTENTIAL_MATCH_TYPES, potentialMatchesAnswer,
  potentialMatchesQuery, potentialMatchOptionsAnswer,
} from '../../schemas/api/index.js';

export const POTENTIAL_MATCHES_BASE = '/api/salesforceAuth/potential-matches';
export const FETCHED_MESSAGE = 'Successfully fetched potential matches';

/** Requests per client per window (POTENTIAL_MATCHES_RATE_LIMIT, POTENTIAL_MATCHES_RATE_WINDOW_MS, TRUSTED_PROXY_HOPS). */
export function readRateLimit(env: NodeJS.ProcessEnv = process.env) {
  const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) && Number(v) >= 0 ? Number(v) : d);
  return { limit: num(env.POTENTIAL_MATCHES_RATE_LIMIT, 60), windowMs: num(env.POTENTIAL_MATCHES_RATE_WINDOW_MS, 60_000) || 60_000, proxyHops: num(env.TRUSTED_PROXY_HOPS, 0) };
}

export const tooManyRequests = (retryAfterS: number) =>
  new ApiError(429, `Too many requests for potential matches. Please try again in ${retryAfterS} second${retryAfterS === 1 ? '' : 's'}.`);

export default async function potentialMatchRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = readRateLimit();
  const limiter = createRateLimiter(db, { ...settings, scope: 'potential-matches' });
  const sweeper = setInterval(() => void limiter.sweep().catch(() => {}), settings.windowMs).unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  // onRequest: before validation, so malformed requests count too and cost nothing past the counter.
  const limited = async (req: FastifyRequest, reply: FastifyReply) => {
    const decision = await limiter.take(clientKey(req, settings.proxyHops));
    if (decision.allowed) return void reply.header('x-ratelimit-remaining', String(decision.remaining));
    reply.header('retry-after', String(decision.retryAfterS));
    throw tooManyRequests(decision.retryAfterS);
  };
  // After the limit, so guessing tokens spends the allowance too; before validation, so no answer (not even a 400
  // naming a missing filter) goes to a caller without a token. 403, never 400: console-spec §8 signs out on a 400.
  const orgOf = new WeakMap<FastifyRequest, number>();
  const withOrg = async (req: FastifyRequest) => {
    const header = req.headers[ORG_TOKEN_HEADER];
    const check = await checkOrgToken(db, typeof header === 'string' ? header.trim() : undefined);
    if (!check.ok) throw forbidden(ORG_TOKEN_MESSAGES[check.reason]);
    orgOf.set(req, check.orgId);
  };
  const config = { access: { public: true as const } };
  const onRequest = [limited, withOrg];
  const description = `Public, but only with a \`${ORG_TOKEN_HEADER}\` header: a token the framing CRM signs for its organisation (README, Embedding in a CRM).`;

  r.get(`${POTENTIAL_MATCHES_BASE}/list`, {
    config, onRequest, schema: { tags: ['potential-matches'], description, querystring: potentialMatchesQuery, response: answers(potentialMatchesAnswer) },
  }, async (req) => {
    const q = req.query;
    const missing = POTENTIAL_MATCH_FILTERS.filter((k) => !q[k]);
    if (missing.length) throw badRequest(`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required`);
    const filters = { school: q.school!, city: q.city!, classValue: q.classValue!, targetExam: q.targetExam! };
    const tables = await findPotentialMatches(db, orgOf.get(req)!, filters, q.page, q.type ? [q.type] : POTENTIAL_MATCH_TYPES);
    return ok({ tables }, FETCHED_MESSAGE);
  });

  r.get(`${POTENTIAL_MATCHES_BASE}/options`, {
    config, onRequest, schema: { tags: ['potential-matches'], description, response: answers(potentialMatchOptionsAnswer) },
  }, async (req) => ok(await potentialMatchOptions(db, orgOf.get(req)!)));
}
