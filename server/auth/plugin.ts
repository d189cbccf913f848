// Authentication and authorisation for every /api/ route: reads the access-token header, checks the session,
// loads the principal, and enforces the route's declared access.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ConnectionTurns } from '../db/turns.js';
import { authenticate, PrincipalCache } from '../db/repos/authenticate.js';
import type { Principal } from '../db/repos/users.js';
import { forbidden, unauthorized } from '../http/envelope.js';
import { hashToken } from './passwords.js';
import { allows, type Access } from './access.js';
import { actAs } from './actor.js';

declare module 'fastify' {
  interface FastifyContextConfig { access?: Access }
  interface FastifyRequest { principal?: Principal; sessionId?: number }
}

export const SESSION_MESSAGES = {
  missing: 'Your session has ended. Please log in again.',
  expired: 'Your session has expired. Please log in again.',
  revoked: 'Your session has ended. Please log in again.',
  replaced: 'You have been logged in from a different device. Please log in again.',
  accessChanged: 'Your access limits have been modified.',
} as const;

/** `turns`: the sign-in check answers even while an upload job holds PGlite's connection (db/turns.ts). */
export interface AuthOptions { turns: ConnectionTurns; idleMs: number; absoluteMs: number }

/** The principal of a request whose route required sign-in; throws if used on a public route by mistake. */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw unauthorized(SESSION_MESSAGES.missing);
  return req.principal;
}

async function authPlugin(app: FastifyInstance, opts: AuthOptions) {
  const principals = new PrincipalCache();
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/docs')) return;
    const access = req.routeOptions.config?.access;
    if (!access) {
      // 404s reach here with no route options; let the not-found handler answer them.
      if (req.routeOptions.url === undefined) return;
      throw forbidden('This operation is not available.');
    }
    if ('public' in access) return;
    const token = req.headers['access-token'];
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw unauthorized(SESSION_MESSAGES.missing);
    const tokenHash = hashToken(token);
    const check = await opts.turns.read((db) => authenticate(db, tokenHash, { idleMs: opts.idleMs, absoluteMs: opts.absoluteMs }, principals));
    if (!check.ok) throw unauthorized(SESSION_MESSAGES[check.reason], check.reason === 'replaced' ? 4001 : 401);
    req.principal = check.principal;
    req.sessionId = check.sessionId;
    if (!allows(check.principal, access)) throw forbidden();
  });
  // The handler runs as the session's user: every transaction it opens checks that user again (actor.ts).
  app.addHook('preHandler', (req, _reply, done) => (req.sessionId === undefined ? done() : actAs(req.sessionId, done)));
}

export default fp(authPlugin, { name: 'auth' });
