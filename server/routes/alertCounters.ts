/**
 * POST /api/auth/alert-escalation/counters: the menu banner's pending alert and escalation counts (console-spec §4,
 * §7: data.actionables, data.alertCount, data.escalationCount). Every signed-in user may ask: users without the alert
 * tabs simply have nothing pending, and a 403 here would toast on every navigation. Counted over the user's alert
 * scope, exactly as the lists count their totals (server/alerts/repo.ts alertCounters), so the banner equals the list.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './deps.js';
import { ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { alertCountersAnswer } from '../../schemas/api/index.js';
import { principalOf } from '../auth/plugin.js';
import { alertCounters } from '../alerts/repo.js';
import { alertScope } from '../alerts/scope.js';


export default async function alertCounterRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.post('/api/auth/alert-escalation/counters', { config: { access: { signedIn: true } }, schema: { tags: ['alerts'], response: answers(alertCountersAnswer) } }, async (req) =>
    ok(await alertCounters(db, await alertScope(db, principalOf(req)))));
}
