// GET lists and exports of every entity kind, one route each, all derived from the schema registry.
// The query is validated (and turned into a ListQuery) by the schema's zod querystring before the handler runs.
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { entities, listQuerySchema, type EntitySchema } from '../../schemas/index.js';
import { ok } from '../http/envelope.js';
import { principalOf } from '../auth/plugin.js';
import { listEntities } from '../entities/listRepo.js';
import { writeExport } from '../entities/exportXlsx.js';
import type { RoutePlugin } from './deps.js';

const entityRoutes: RoutePlugin = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const entity of Object.values(entities)) {
    const querystring = listQuerySchema(entity);
    const config = { access: { slot: entity.abilitySlot } };
    const schema = { querystring, tags: ['entities'] };

    app.get(`/api/${entity.api.list}`, { config, schema }, async (req) =>
      ok(await listEntities(db, entity, principalOf(req), req.query)));

    app.get(`/api/${entity.api.export}`, { config, schema }, async (req, reply) =>
      sendExport(reply, entity, () => writeExport(db, entity, principalOf(req), req.query)));
  }
};

async function sendExport(reply: FastifyReply, entity: EntitySchema, build: () => Promise<Buffer>) {
  const file = await build();
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${entity.downloadName}.xlsx"`)
    .send(file);
}

export default entityRoutes;
