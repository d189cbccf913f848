/**
 * POST /api/auth/alert-escalation/counters: the menu banner's pending alert and escalation counts (console-spec §4,
 * §7: data.actionables, data.alertCount, data.escalationCount). Every signed-in user may ask: users without the alert
 * tabs simply have nothing pending, and a 403 here would toast on every navigation. Zeros until the alerts module
 * brings its tables; it then answers from them.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './deps.js';
import { ok } from '../http/envelope.js';

export interface AlertCountersView {
  actionables: number;
  alertCount: number;
  escalationCount: number;
}

export default async function alertCounterRoutes(app: FastifyInstance, _deps: RouteDeps) {
  app.post('/api/auth/alert-escalation/counters', { config: { access: { signedIn: true } }, schema: { tags: ['alerts'] } }, async () => {
    const counters: AlertCountersView = { actionables: 0, alertCount: 0, escalationCount: 0 };
    return ok(counters);
  });
}
