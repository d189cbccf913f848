// The audit log (read only: a list and one entry; there is no route that writes, updates or deletes), and the
// organisations and centres the user forms choose from. ra-data-simple-rest shape, Admin role only.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../schemas/core/ids.js';
import { adminAuditEntry, adminCentre, adminOrganisation } from '../../schemas/api/index.js';
import { actorOf, contentRange, found, listQuery, parseListQuery } from '../admin/rest.js';
import { auditById, auditListSpec, centreListSpec, listAudit, listLookup, lookupById, orgListSpec } from '../admin/auditQueries.js';
import type { RoutePlugin } from './deps.js';

const config = { access: { adminOnly: true } } as const;
const tags = ['admin'];

const adminAuditRoutes: RoutePlugin = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/audit-log', { config, schema: { tags, querystring: listQuery, response: { 200: z.array(adminAuditEntry) } } }, async (req, reply) => {
    const q = parseListQuery(req.query, auditListSpec);
    const { rows, total } = await listAudit(db, q, actorOf(req).tenant);
    contentRange(reply, 'audit-log', q.offset, rows.length, total);
    return rows;
  });

  r.get('/api/admin/audit-log/:id', { config, schema: { tags, params: idParams, response: { 200: adminAuditEntry } } }, async (req) =>
    found(await auditById(db, req.params.id, actorOf(req).tenant)));

  for (const [table, record, spec] of [['organisations', adminOrganisation, orgListSpec], ['centres', adminCentre, centreListSpec]] as const) {
    r.get(`/api/admin/${table}`, { config, schema: { tags, querystring: listQuery, response: { 200: z.array(record) } } }, async (req, reply) => {
      const q = parseListQuery(req.query, spec);
      const { rows, total } = await listLookup<z.infer<typeof record>>(db, table, q, actorOf(req).tenant);
      contentRange(reply, table, q.offset, rows.length, total);
      return rows;
    });
    r.get(`/api/admin/${table}/:id`, { config, schema: { tags, params: idParams, response: { 200: record } } }, async (req) =>
      found(await lookupById<z.infer<typeof record>>(db, table, req.params.id, actorOf(req).tenant)));
  }
};

export default adminAuditRoutes;
