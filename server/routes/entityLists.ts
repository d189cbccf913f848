// GET lists and exports of every entity kind, one route each, all derived from the schema registry.
// The query is validated (and turned into a ListQuery) by the schema's zod querystring before the handler runs.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { entities, listQuerySchema } from '../../schemas/index.js';
import { ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { listAnswer, xlsxFile } from '../../schemas/api/index.js';
import { principalOf } from '../auth/plugin.js';
import { listEntities } from '../entities/listRepo.js';
import { planExport, streamExport } from '../entities/exportXlsx.js';
import type { RoutePlugin } from './deps.js';
import { listSlot } from '../../schemas/access/index.js';
import { sendAttachment } from '../http/attachment.js';

const entityRoutes: RoutePlugin = async (fastify, { db, database }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const entity of Object.values(entities)) {
    const querystring = listQuerySchema(entity);
    const config = { access: { slot: listSlot(entity) } };
    const tags = ['entities'];

    app.get(`/api/${entity.api.list}`, { config, schema: { querystring, tags, response: answers(listAnswer(entity)) } }, async (req) =>
      ok(await listEntities(db, database.kind, entity, principalOf(req), req.query)));

    // The rows are chosen (and a too-long list refused) before the answer starts; the workbook then streams.
    app.get(`/api/${entity.export.api}`, { config, schema: { querystring, tags, response: { 200: xlsxFile } } }, async (req, reply) => {
      const plan = await planExport(db, entity, principalOf(req), req.query);
      return sendAttachment(reply, `${entity.export.downloadName}.xlsx`, streamExport(db, entity, plan));
    });
  }
};

export default entityRoutes;
