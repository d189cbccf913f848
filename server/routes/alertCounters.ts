/**
 * POST /api/auth/alert-escalation/counters: the menu banner's pending alert and escalation counts (console-spec §4,
 * §7: data.actionables, data.alertCount, data.escalationCount). Every signed-in user may ask: users without the alert
 * tabs simply have nothing pending, and a 403 here would toast on every navigation. Zeros until the alerts module
 * brings its tables; it then answers from them.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './deps.js';
import { ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { alertCountersAnswer, type AlertCounters } from '../../schemas/api/index.js';


export default async function alertCounterRoutes(app: FastifyInstance, _deps: RouteDeps) {
  app.post('/api/auth/alert-escalation/counters', { config: { access: { signedIn: true } }, schema: { tags: ['alerts'], response: answers(alertCountersAnswer) } }, async () => {
    const counters: AlertCounters = { actionables: 0, alertCount: 0, escalationCount: 0 };
    return ok(counters);
  });
}
