import type { FastifyInstance } from 'fastify';
import { type Database, migrationLevel } from '../db/client.js';
import { ok } from '../http/envelope.js';

export default async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/api/health', { config: { access: { public: true } }, schema: { tags: ['platform'] } }, async () =>
    ok({ status: 'ok', database: database.kind, migrations: await migrationLevel(database) }));
}
