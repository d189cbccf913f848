// Sample sheets (issue 5): GET sample?entity=&operation=&multiCentre= answers an .xlsx built from the schema, with
// list sheets filled from the database in the user's scope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX, effectiveMultiCentre, findOperation, sampleSheet } from '../../schemas/index.js';
import { getUploadTarget, type UploadTargetSchema } from '../../schemas/uploadTargets.js';
import { principalOf } from '../auth/plugin.js';
import { ApiError, forbidden } from '../http/envelope.js';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { canUpload } from '../uploads/context.js';
import { allSubjects, programsOfOrg, staffRolesOf } from '../uploads/db/lookups.js';
import { fitsCentreKind } from '../uploads/plan/facts.js';
import { buildSampleWorkbook, type SampleLists } from '../uploads/sampleWorkbook.js';
import type { RouteDeps } from './deps.js';
import { xlsxFile } from '../../schemas/api/index.js';
import { OPERATION_KEYS } from '../../schemas/index.js';
import { sendAttachment } from '../http/attachment.js';

const sampleQuery = z.strictObject({
  entity: z.string().max(40),
  operation: z.enum(OPERATION_KEYS),
  multiCentre: z.enum(['true', 'false']).default('false'),
});

async function listsFor(db: Db, p: Principal, entity: UploadTargetSchema, needed: readonly string[]): Promise<SampleLists> {
  const lists: SampleLists = {};
  if (needed.includes('Centre List')) {
    // Only centres a row of this kind may name: in scope, and of the kind's centre type for students.
    const centres = p.centres.filter((c) => fitsCentreKind(entity, c.kind));
    lists['Centre List'] = { header: ['Centre', 'Centre Code', 'City'], rows: centres.map((c) => [c.name, c.code, c.city]) };
  }
  if (needed.includes('Role List')) {
    lists['Role List'] = { header: ['Role'], rows: (await staffRolesOf(db, entity.kind)).map((r) => [r.name]) };
  }
  if (needed.includes('Subject List')) {
    lists['Subject List'] = { header: ['Subject'], rows: (await allSubjects(db)).map((s) => [s.name]) };
  }
  if (needed.includes('Course Program List')) {
    const programs = (await programsOfOrg(db, p.orgId!)).filter((m) => m.status === 'active')
      .sort((a, b) => a.programName.localeCompare(b.programName) || a.class.localeCompare(b.class, 'en', { numeric: true }));
    const names = [...new Set(programs.map((m) => m.programName))];
    // Column A (the dropdown) holds each name once; the table beside it says which classes and SKUs it has.
    const rows = Array.from({ length: Math.max(names.length, programs.length) }, (_, i) => [
      names[i] ?? '', '', programs[i]?.programName ?? '', programs[i]?.class ?? '', programs[i]?.sku ?? '',
    ]);
    lists['Course Program List'] = { header: ['Program Name', '', 'Program Name', 'Class', 'SKU Code'], rows };
  }
  return lists;
}

/**
 * A user restricted to one centre gets the single-centre sheet whatever the query asks (entities-spec §6: single- and
 * multi-centre users get different samples); test accounts stay multi-centre for everyone.
 */
export const isSingleCentre = (p: Principal) => p.centres.length === 1;

export default async function sampleRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`/api/${API_PREFIX}/sample`, { config: { access: { signedIn: true } }, schema: { tags: ['uploads'], querystring: sampleQuery, response: { 200: xlsxFile } } }, async (req, reply) => {
    const p = principalOf(req);
    const entity = getUploadTarget(req.query.entity);
    const op = entity && findOperation(entity, req.query.operation);
    if (!entity || !op) throw new ApiError(422, 'There is no sample sheet for this entity and operation');
    if (!canUpload(p, entity)) throw forbidden();
    const sample = sampleSheet(entity, op, effectiveMultiCentre(op, req.query.multiCentre === 'true' && !isSingleCentre(p)));
    const file = buildSampleWorkbook(sample, await listsFor(db, p, entity, sample.listSheets));
    return sendAttachment(reply, sample.fileName, file);
  });
}
