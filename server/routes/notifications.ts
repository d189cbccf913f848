// GET /api/auth/notifications: the signed-in user's own notifications, newest first (console-spec §7).
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './deps.js';
import { listNotifications } from '../db/repos/notifications.js';
import { principalOf } from '../auth/plugin.js';
import { ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { notificationsAnswer } from '../../schemas/api/index.js';

export default async function notificationRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.get('/api/auth/notifications', { config: { access: { signedIn: true } }, schema: { tags: ['shell'], response: answers(notificationsAnswer) } }, async (req) =>
    ok(await listNotifications(db, principalOf(req).userId)));
}
