import type { FastifyInstance } from 'fastify';
import { migrationLevel } from '../db/client.js';
import type { RouteDeps } from './deps.js';
import { ok } from '../http/envelope.js';

export default async function healthRoutes(app: FastifyInstance, { database }: RouteDeps) {
  app.get('/api/health', { config: { access: { public: true } }, schema: { tags: ['platform'] } }, async () =>
    ok({ status: 'ok', database: database.kind, migrations: await migrationLevel(database) }));
}
