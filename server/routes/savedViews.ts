// Saved views of the entity lists (issue 26 item 7): list, create, change, delete and choose the default, each only
// for the signed-in user's own views and for a list the user may open.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, getEntity } from '../../schemas/index.js';
import { noData, savedView, savedViewCreate, savedViewDefault, savedViewList, savedViewsQuery, savedViewUpdate } from '../../schemas/api/index.js';
import { idParams } from '../../schemas/core/ids.js';
import { listSlot } from '../../schemas/access/index.js';
import { forbidden, ok, unprocessable } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { principalOf } from '../auth/plugin.js';
import { allows } from '../auth/access.js';
import type { Principal } from '../db/repos/users.js';
import { createView, deleteView, listViews, setDefaultView, updateView } from '../db/repos/savedViews.js';
import type { RoutePlugin } from './deps.js';

const tags = ['saved views'];
const config = { access: { signedIn: true as const } };

/** The list a view belongs to: a known entity list the user may open. */
function checkList(p: Principal, resource: string): string {
  const entity = getEntity(resource);
  if (!entity) throw unprocessable(`Unknown list "${resource.slice(0, 40)}" for a saved view.`);
  if (!allows(p, { slot: listSlot(entity) })) throw forbidden();
  return entity.kind;
}

const savedViewRoutes: RoutePlugin = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const path = `/api/${API_PREFIX}/saved-views`;

  app.get(path, { config, schema: { tags, querystring: savedViewsQuery, response: answers(savedViewList) } }, async (req) => {
    const p = principalOf(req);
    return ok(await listViews(db, p.userId, checkList(p, req.query.resource)));
  });
  app.post(path, { config, schema: { tags, body: savedViewCreate, response: answers(savedView) } }, async (req) => {
    const p = principalOf(req);
    const view = await createView(db, p.userId, { ...req.body, resource: checkList(p, req.body.resource) });
    return ok(view, `View "${view.name}" saved.`);
  });
  app.patch(`${path}/:id`, { config, schema: { tags, params: idParams, body: savedViewUpdate, response: answers(savedView) } }, async (req) => {
    const view = await updateView(db, principalOf(req).userId, req.params.id, req.body);
    return ok(view, `View "${view.name}" updated.`);
  });
  app.put(`${path}/:id/default`, { config, schema: { tags, params: idParams, body: savedViewDefault, response: answers(savedView) } }, async (req) => {
    const view = await setDefaultView(db, principalOf(req).userId, req.params.id, req.body.isDefault);
    return ok(view, view.isDefault ? `"${view.name}" now opens this list.` : `"${view.name}" is no longer your default view.`);
  });
  app.delete(`${path}/:id`, { config, schema: { tags, params: idParams, response: answers(noData) } }, async (req) => {
    await deleteView(db, principalOf(req).userId, req.params.id);
    return ok(null, 'View deleted.');
  });
};

export default savedViewRoutes;
