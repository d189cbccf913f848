import type { FastifyInstance } from 'fastify';
import { migrationLevel } from '../db/client.js';
import type { RouteDeps } from './deps.js';
import { ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { healthAnswer } from '../../schemas/api/index.js';

export default async function healthRoutes(app: FastifyInstance, { database }: RouteDeps) {
  // Health must answer while an upload job's transaction holds PGlite's one connection (db/turns.ts): then it
  // answers from memory, with the migration level it last read, instead of queueing behind the job's commit.
  let migrations = await migrationLevel(database);
  app.get('/api/health', { config: { access: { public: true } }, schema: { tags: ['platform'], response: answers(healthAnswer) } }, async () => {
    if (!database.turns.held) migrations = await migrationLevel(database);
    return ok({ status: 'ok', database: database.kind, migrations });
  });
}
