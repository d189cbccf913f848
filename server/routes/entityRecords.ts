// The routes an entity's declaration adds beyond the list: a form that adds or changes one record (`form`), the link
// to a record of another kind (`link`), and the week of a schedule (`schedule`). Access is the entity's own ability, from the registry.
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entities, isIsoDate } from '../../schemas/index.js';
import { editSlot, listSlot } from '../../schemas/access/index.js';
import { linkAnswer, linkBody, recordBody, recordSaved, weekAnswer, weekCopied, weekCopyAnswer } from '../../schemas/api/index.js';
import { idParams } from '../../schemas/core/ids.js';
import { principalOf } from '../auth/plugin.js';
import { saveRecord, weekRecords } from '../entities/records.js';
import { applyWeekCopy, previewWeekCopy } from '../entities/weekCopy.js';
import { linkOptions, saveLink } from '../entities/links.js';
import { bothScopes, recheckAfterWrite, recordScope } from '../alerts/recheck.js';
import type { RuleScope } from '../alerts/ruleInput.js';
import { ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import type { RoutePlugin } from './deps.js';

const tags = ['entities'];
const from = z.string().refine(isIsoDate, 'from must be a date as yyyy-MM-dd');
const commaList = z.string().max(2000).optional();

const recordRoutes: RoutePlugin = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const entity of Object.values(entities)) {
    const config = { access: { slot: listSlot(entity) } };
    // Adding or changing a record needs the entity's edit ability (its list ability where it names none).
    const editing = { access: { slot: editSlot(entity) } };
    const base = `/api/${entity.api.list}`;
    if (entity.form) {
      // The alerts a saved record can change (a time-table class: the weekly and attendance rules) follow before the
      // answer, over the record's centre (and the one it left, when a change moved it).
      const saved = async (req: FastifyRequest, id: number, before: RuleScope = { centreIds: [] }) => {
        const scope = bothScopes(before, await recordScope(db, entity, [id]));
        await recheckAfterWrite(db, principalOf(req).orgId, entity.kind, scope, (err) => req.log.error({ err }, 'alert re-check failed'));
        return ok({ id }, `${entity.noun} saved`);
      };
      app.post(`${base}/record`, { config: editing, schema: { tags, body: recordBody, response: answers(recordSaved) } }, async (req) =>
        saved(req, await saveRecord(db, entity, principalOf(req), req.body.values)));
      app.patch(`${base}/record/:id`, { config: editing, schema: { tags, params: idParams, body: recordBody, response: answers(recordSaved) } }, async (req) => {
        const before = await recordScope(db, entity, [req.params.id]);
        return saved(req, await saveRecord(db, entity, principalOf(req), req.body.values, req.params.id), before);
      });
    }
    if (entity.link) {
      // One record of another kind chosen per record (a topic's class): GET its candidates, PATCH the choice (or null).
      const path = `${base}/record/:id/${entity.link.key}`;
      app.get(path, { config, schema: { tags, params: idParams, response: answers(linkAnswer) } }, async (req) =>
        ok(await linkOptions(db, entity, principalOf(req), req.params.id)));
      app.patch(path, { config: editing, schema: { tags, params: idParams, body: linkBody, response: answers(recordSaved) } }, async (req) => {
        const p = principalOf(req);
        const message = await saveLink(db, entity, p, req.params.id, req.body.id);
        await recheckAfterWrite(db, p.orgId, entity.kind, await recordScope(db, entity, [req.params.id]), (err) => req.log.error({ err }, 'alert re-check failed'));
        return ok({ id: req.params.id }, message);
      });
    }
    if (entity.schedule) {
      const querystring = z.strictObject({ from, ...Object.fromEntries(entity.list.filters.map((f) => [f.key, commaList])) });
      const ask = (query: Record<string, string | undefined>) => {
        const { from: start, ...rest } = query;
        return { start: start!, filters: Object.fromEntries(Object.entries(rest).filter(([, v]) => v).map(([k, v]) => [k, v!.split(',')])) };
      };
      app.get(`${base}/week`, { config, schema: { tags, querystring, response: answers(weekAnswer(entity)) } }, async (req) => {
        const q = ask(req.query as Record<string, string | undefined>);
        return ok(await weekRecords(db, entity, principalOf(req), q.start, q.filters));
      });
      // "Copy last week" into the week from `from`: GET previews every copy with its clashes, POST writes the clean ones.
      app.get(`${base}/week/copy`, { config, schema: { tags, querystring, response: answers(weekCopyAnswer(entity)) } }, async (req) => {
        const q = ask(req.query as Record<string, string | undefined>);
        return ok(await previewWeekCopy(db, entity, principalOf(req), q.start, q.filters));
      });
      app.post(`${base}/week/copy`, { config, schema: { tags, querystring, response: answers(weekCopied) } }, async (req) => {
        const p = principalOf(req);
        const q = ask(req.query as Record<string, string | undefined>);
        const done = await applyWeekCopy(db, entity, p, q.start, q.filters);
        await recheckAfterWrite(db, p.orgId, entity.kind, {}, (err) => req.log.error({ err }, 'alert re-check failed'));
        return ok(done, `${done.copied} ${entity.noun.toLowerCase()}${done.copied === 1 ? '' : 'es'} copied`);
      });
    }
  }
};

export default recordRoutes;
