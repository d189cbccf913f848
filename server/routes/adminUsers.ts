// User management (issue 16): staff users in the shape ra-data-simple-rest expects (raw records, a Content-Range
// on lists), bulk deactivate, password reset and effective access. Admin role only; errors keep the envelope.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/envelope.js';
import { idParams, MAX_ID } from '../../schemas/core/ids.js';
import { adminDeactivateAnswer, adminEffectiveAccess, adminResetPasswordAnswer, adminUser } from '../../schemas/api/index.js';
import { actorOf, contentRange, found, listQuery, parseListQuery } from '../admin/rest.js';
import { fieldError } from '../admin/fieldErrors.js';
import { readUserBody, type UserInput } from '../admin/userRules.js';
import { listUsers, userById, userListSpec } from '../admin/usersQueries.js';
import { createUser, deactivateUsers, resetPassword, updateUser } from '../admin/usersRepo.js';
import { effectiveAccess } from '../admin/effectiveAccess.js';
import type { RoutePlugin } from './deps.js';

const config = { access: { adminOnly: true } } as const;
const tags = ['admin'];
const jsonObject = z.record(z.string(), z.unknown());
const base = '/api/admin/users';

function readIds(body: Record<string, unknown>): number[] {
  const ids = body.ids;
  const ok = Array.isArray(ids) && ids.length > 0 && ids.length <= 1000
    && ids.every((i) => typeof i === 'number' && Number.isInteger(i) && i >= 1 && i <= MAX_ID);
  if (!ok) throw fieldError('ids', 'Choose from 1 to 1000 users');
  return ids as number[];
}

const adminUserRoutes: RoutePlugin = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(base, { config, schema: { tags, querystring: listQuery, response: { 200: z.array(adminUser) } } }, async (req, reply) => {
    const q = parseListQuery(req.query, userListSpec);
    const { rows, total } = await listUsers(db, q, actorOf(req).tenant);
    contentRange(reply, 'users', q.offset, rows.length, total);
    return rows;
  });

  r.get(`${base}/:id`, { config, schema: { tags, params: idParams, response: { 200: adminUser } } }, async (req) =>
    found(await userById(db, req.params.id, false, actorOf(req).tenant)));

  r.post(base, { config, schema: { tags, body: jsonObject, response: { 201: adminUser } } }, async (req, reply) => {
    const { input, password } = readUserBody(req.body, true);
    const user = await createUser(db, actorOf(req), { lastName: '', orgId: null, centreIds: [], active: true, ...input } as UserInput, password!);
    return reply.code(201).send(user);
  });

  r.put(`${base}/:id`, { config, schema: { tags, params: idParams, body: jsonObject, response: { 200: adminUser } } }, async (req) => {
    const { input } = readUserBody(req.body, false);
    return found(await updateUser(db, actorOf(req), req.params.id, input));
  });

  r.post(`${base}/deactivate`, { config, schema: { tags, body: jsonObject, response: { 200: adminDeactivateAnswer } } }, async (req) =>
    ({ ids: await deactivateUsers(db, actorOf(req), readIds(req.body)) }));

  r.post(`${base}/:id/reset-password`, { config, schema: { tags, params: idParams, response: { 200: adminResetPasswordAnswer } } }, async (req) => {
    const oneTimePassword = await resetPassword(db, actorOf(req), req.params.id);
    if (!oneTimePassword) throw notFound();
    return { id: req.params.id, oneTimePassword };
  });

  r.get(`${base}/:id/effective-access`, { config, schema: { tags, params: idParams, response: { 200: adminEffectiveAccess } } }, async (req) =>
    found(await effectiveAccess(db, req.params.id, actorOf(req).tenant)));
};

export default adminUserRoutes;
