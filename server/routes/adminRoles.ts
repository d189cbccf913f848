// Roles and their abilities (issue 16), ra-data-simple-rest shape. Admin role only.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../auth/plugin.js';
import { idParams } from '../../schemas/core/ids.js';
import { adminRole } from '../../schemas/api/index.js';
import { contentRange, found, listQuery, parseListQuery } from '../admin/rest.js';
import { createRole, listRoles, updateRole, readRoleBody, roleById, roleListSpec, type RoleInput } from '../admin/rolesRepo.js';
import type { RoutePlugin } from './deps.js';

const config = { access: { adminOnly: true } } as const;
const tags = ['admin'];
const jsonObject = z.record(z.string(), z.unknown());
const base = '/api/admin/roles';

/** react-admin sends the whole record back on save: its read-only fields are ignored. */
const editable = ({ name, abilities }: Record<string, unknown>) => ({ ...(name !== undefined ? { name } : {}), ...(abilities !== undefined ? { abilities } : {}) });

const adminRoleRoutes: RoutePlugin = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(base, { config, schema: { tags, querystring: listQuery, response: { 200: z.array(adminRole) } } }, async (req, reply) => {
    const q = parseListQuery(req.query, roleListSpec);
    const { rows, total } = await listRoles(db, q);
    contentRange(reply, 'roles', q.offset, rows.length, total);
    return rows;
  });

  r.get(`${base}/:id`, { config, schema: { tags, params: idParams, response: { 200: adminRole } } }, async (req) =>
    found(await roleById(db, req.params.id)));

  r.post(base, { config, schema: { tags, body: jsonObject, response: { 201: adminRole } } }, async (req, reply) => {
    const input = readRoleBody(editable(req.body), true) as Required<RoleInput>;
    return reply.code(201).send(await createRole(db, principalOf(req).userId, input));
  });

  r.put(`${base}/:id`, { config, schema: { tags, params: idParams, body: jsonObject, response: { 200: adminRole } } }, async (req) => {
    const input = readRoleBody(editable(req.body), false);
    return found(await updateRole(db, principalOf(req).userId, req.params.id, input));
  });
};

export default adminRoleRoutes;
