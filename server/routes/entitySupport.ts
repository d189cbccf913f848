// Support lists of the entity pages: centres, roles, subjects, batches of centres, course-program mappings, the
// choices of entity refs. The
// PTM view's centre and batch filters are the shared list's, so holders of the PTM ability read those two as well
// (both scoped to the user's centres, as auth/ptm/filters answers them).
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ENTITY_SLOT } from '../../schemas/access/index.js';
import { API_PREFIX, REF_ENTITIES, refOptionsPath, type EntityRefTarget } from '../../schemas/index.js';
import { PTM_ABILITY } from '../../schemas/ptm.js';
import { ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { batchOption, centreOption, facultyOption, mappingOption, roleOption, subjectOption } from '../../schemas/api/index.js';
import { principalOf } from '../auth/plugin.js';
import { listBatches, listCentres, listFaculty, listMappings, listRefOptions, listRoles, listSubjects } from '../entities/supportRepo.js';
import type { RoutePlugin } from './deps.js';

const config = { access: { slot: ANY_ENTITY_SLOT } };
const listFilters = { access: { anyOf: [{ slot: ANY_ENTITY_SLOT }, { ability: PTM_ABILITY }] } };
const tags = ['entities'];
const idList = z.string().max(1000).regex(/^\d{1,9}(,\d{1,9})*$/, 'must be a comma list of ids').optional();

const supportRoutes: RoutePlugin = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${API_PREFIX}`;
  r.get(`${base}/centres`, { config: listFilters, schema: { tags, response: answers(z.array(centreOption)) } }, async (req) => ok(listCentres(principalOf(req))));
  r.get(`${base}/roles`, { config, schema: { tags, querystring: z.strictObject({ kind: z.enum(['teacher', 'non-faculty']).optional() }), response: answers(z.array(roleOption)) } },
    async (req) => ok(await listRoles(db, req.query.kind)));
  r.get(`${base}/subjects`, { config, schema: { tags, response: answers(z.array(subjectOption)) } }, async () => ok(await listSubjects(db)));
  r.get(`${base}/batches`, { config: listFilters, schema: { tags, querystring: z.strictObject({ centre: idList }), response: answers(z.array(batchOption)) } },
    async (req) => ok(await listBatches(db, principalOf(req), req.query.centre?.split(',').map(Number))));
  r.get(`${base}/faculty`, { config, schema: { tags, response: answers(z.array(facultyOption)) } }, async (req) => ok(await listFaculty(db, principalOf(req))));
  // The choices of an entity ref (a form's questions, an activation's form): the organisation's active records.
  for (const [target, e] of Object.entries(REF_ENTITIES)) {
    r.get(`${base}/${refOptionsPath(target as EntityRefTarget)}`, { config, schema: { tags, response: answers(z.array(subjectOption)) } },
      async (req) => ok(await listRefOptions(db, principalOf(req), e.table, e.column)));
  }
  r.get(`${base}/course-program-mappings`, { config, schema: { tags, response: answers(z.array(mappingOption)) } }, async (req) => ok(await listMappings(db, principalOf(req))));
};

export default supportRoutes;
