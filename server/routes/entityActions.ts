// Deactivate/reactivate, contact unmask and edit, mapping class update, batch summaries.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX, entities, getEntity, listQuerySchema, nextClass, OTHER_REASON, type EntitySchema } from '../../schemas/index.js';
import { forbidden, ok, unprocessable } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { MATCHING_MAX, batchSummaryAnswer, classUpdateAnswer, noData, statusChangeAnswer, tooManyMatching, unmaskAnswer } from '../../schemas/api/index.js';
import { idNumber, idParams } from '../../schemas/core/ids.js';
import { principalOf } from '../auth/plugin.js';
import { allows, hasAbility } from '../auth/access.js';
import { CONTACT_EDIT_ABILITY } from '../../schemas/access/abilityTable.js';
import type { Principal } from '../db/repos/users.js';
import { recheckAfterWrite, recordScope } from '../alerts/recheck.js';
import { batchSummary, changeStatus, kindOfRecord, type StatusTarget, unmaskContacts, updateContact, updateMappingClass } from '../entities/actionsRepo.js';
import type { RoutePlugin } from './deps.js';
import { ENTITY_SLOTS, editSlot, listSlot } from '../../schemas/access/index.js';

const tags = ['entities'];
const kinds = Object.values(entities);

/** The kind named in a request, which must be one served by this path and one the user may change (its edit ability). */
function entityFor(p: Principal, kind: string, servedBy: (e: EntitySchema) => string | undefined, path: string): EntitySchema {
  const entity = getEntity(kind);
  if (!entity || servedBy(entity) !== path) throw unprocessable(`Unknown entity "${kind.slice(0, 30)}" for this action.`);
  if (!allows(p, { slot: editSlot(entity) })) throw forbidden();
  return entity;
}

const statusBody = z.strictObject({
  entity: z.string().max(40),
  action: z.enum(['deactivate', 'reactivate']),
  ids: z.array(idNumber('ids')).max(1000, 'at most 1000 records at once').optional(),
  /** "Select all N matching": the list's filter (its query parameters) instead of ids, and the count the user confirmed. */
  filter: z.record(z.string().max(40), z.union([z.string().max(10_000), z.number()])).optional(),
  expected: z.number().int().min(1).optional(),
  reason: z.string().trim().max(200),
  otherReason: z.string().trim().max(500).optional(),
});

/** The records a status change names: its ids, or its list filter with the count the user confirmed. */
function statusTarget(entity: EntitySchema, body: z.infer<typeof statusBody>): StatusTarget {
  if (body.filter === undefined) {
    if (!body.ids?.length) throw unprocessable('Select at least 1 record.');
    return { ids: body.ids };
  }
  if (body.ids) throw unprocessable('Send either ids or a filter, not both.');
  if (body.expected === undefined) throw unprocessable('A change by filter needs the count you confirmed (expected).');
  // Checked here, not by the body's schema: a 400 signs the console's user out (console-spec §8).
  if (body.expected > MATCHING_MAX) throw unprocessable(tooManyMatching(body.expected));
  const parsed = listQuerySchema(entity).safeParse(body.filter);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw unprocessable(`The filter is not valid: ${issue.path.join('.') || 'filter'}: ${issue.message}. Nothing was changed.`);
  }
  return { filter: parsed.data, expected: body.expected };
}

const contactBody = z.strictObject({ entity: z.string().max(40), id: idNumber(), field: z.enum(['email', 'mobile']), value: z.string().trim().max(200) });
const idBody = z.strictObject({ entity: z.string().max(40), id: idNumber() });

const actionRoutes: RoutePlugin = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${API_PREFIX}`;

  for (const path of new Set(kinds.map((e) => e.statusChange.api))) {
    const slots = kinds.filter((e) => e.statusChange.api === path).map(editSlot);
    r.patch(`/api/${path}`, { config: { access: { slot: slots } }, schema: { tags, body: statusBody, response: answers(statusChangeAnswer) } }, async (req) => {
      const p = principalOf(req);
      const entity = entityFor(p, req.body.entity, (e) => e.statusChange.api, path);
      const { action, reason, otherReason } = req.body;
      const target = statusTarget(entity, req.body);
      const allowed = entity.statusChange.reasons[action];
      if (!allowed.includes(reason)) throw unprocessable(`Choose a reason from the list (got "${reason.slice(0, 40)}").`);
      if (reason === OTHER_REASON && !otherReason) throw unprocessable('Please describe the reason when choosing Other.');
      const changed = await changeStatus(db, entity, p, { action, target, reason, otherReason: reason === OTHER_REASON ? otherReason : undefined });
      // Past a page of ids, the whole organisation is re-checked rather than naming every record's centre.
      const ids = changed.map((r) => r.id);
      const scope = ids.length > 1000 ? {} : await recordScope(db, entity, ids);
      await recheckAfterWrite(db, p.orgId, entity.kind, scope, (err) => req.log.error({ err }, 'alert re-check failed'));
      return ok({ changed: 'ids' in target ? changed : undefined, count: changed.length }, entity.statusChange.messages[action]);
    });
  }

  for (const path of new Set(kinds.map((e) => e.contacts?.api).filter((c): c is string => !!c))) {
    const slots = kinds.filter((e) => e.contacts?.api === path).map(editSlot);
    const config = { access: { slot: slots } };
    const contactEntity = (p: Principal, kind: string) => {
      const entity = entityFor(p, kind, (e) => e.contacts?.api, path);
      if (!hasAbility(p, CONTACT_EDIT_ABILITY)) throw forbidden();
      return entity;
    };
    r.post(`/api/${path}/unmask`, { config, schema: { tags, body: idBody, response: answers(unmaskAnswer) } }, async (req) => {
      const p = principalOf(req);
      return ok(await unmaskContacts(db, contactEntity(p, req.body.entity), p, req.body.id));
    });
    r.patch(`/api/${path}`, { config, schema: { tags, body: contactBody, response: answers(noData) } }, async (req) => {
      const p = principalOf(req);
      const entity = contactEntity(p, req.body.entity);
      const field = entity.fields.find((f) => f.kind === req.body.field)!;
      const parsed = field.parse(req.body.value);
      if (!parsed.ok) throw unprocessable(`${field.label}: ${parsed.message}`);
      await updateContact(db, entity, p, req.body.id, req.body.field, String(parsed.value ?? ''));
      return ok(null, 'User Details Updated Successfully');
    });
  }

  const mapping = entities['course-program'];
  r.patch(`/api/${mapping.rowActions?.classUpdate?.api}`, { config: { access: { slot: listSlot(mapping) } }, schema: { tags, body: z.strictObject({ id: idNumber() }), response: answers(classUpdateAnswer) } }, async (req) => {
    const p = principalOf(req);
    if (p.scope !== 'organisation') throw forbidden();
    const cls = await updateMappingClass(db, mapping, p, req.body.id, nextClass);
    if (!cls) throw unprocessable('Something Went Wrong');
    return ok({ id: req.body.id, class: cls }, 'Class Updated Successfully');
  });

  // Students and faculty: the record's own kind decides which entity's scope and ability apply.
  for (const [segment, table, slots] of [['students', 'students', (['crp', 'ncrp', 'doha-bahrain', 'crp-test'] as const).map((k) => ENTITY_SLOTS[k])], ['teachers', 'teachers', [ENTITY_SLOTS.teacher]]] as const) {
    r.get(`${base}/${segment}/:id/batch-summary`, { config: { access: { slot: slots } }, schema: { tags, params: idParams, response: answers(batchSummaryAnswer) } },
      async (req) => {
        const p = principalOf(req);
        const kind = await kindOfRecord(db, table, req.params.id);
        const entity = kind ? getEntity(kind) : undefined;
        if (!entity || !allows(p, { slot: listSlot(entity) })) throw forbidden();
        return ok(await batchSummary(db, entity, p, req.params.id));
      });
  }
};

export default actionRoutes;
