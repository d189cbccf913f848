// Alerts and escalations (console-spec §7, issue 14): settings, the lists, details, viewed and status changes,
// downloads, reports, accuracy and templates. Access: the list tab (slot 188) or the module (181) for the alerts
// themselves, the report tab (189) for reports, the config tab (190) for settings; every alert read or changed by
// id is checked against the user's scope (403 for someone else's alert).
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RoutePlugin } from './deps.js';
import { ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { idParam } from '../../schemas/core/ids.js';
import { principalOf } from '../auth/plugin.js';
import {
  ALERT_DETAIL_TARGETS, ALERT_EVENT_KEYS, ALERT_LIST_SUFFIXES, ALERT_REPORT_TYPES, ALERT_TABS, ALERT_TEMPLATE_TYPE, DEFAULT_DETAIL_TARGET, alertEvent, type AlertEventKey,
} from '../../schemas/alerts/index.js';
import {
  accuracyBody, alertDetail as alertDetailSchema, alertEventKey, alertListAnswer, alertListBody, alertRow, alertSetting, alertStatusBody, detailsAnswer, detailsBody,
  eventDetail as eventDetailSchema, eventDetailQuery, priorityBody, reportAnswer, reportBody, reportExportQuery, settingsListAnswer, settingsListBody,
  templatesAnswer, templatesQuery, thresholdsBody, triggersBody, viewedBody, xlsxFile, type AlertTemplate,
} from '../../schemas/api/index.js';
import { alertScope } from '../alerts/scope.js';
import { alertDetail, detailsByTarget, eventDetail, listAlerts, markViewed, recordAccuracy, setStatus } from '../alerts/repo.js';
import { listSettings, setPriority, setThresholds, setTriggers, restoreDefaults } from '../alerts/settings.js';
import { recheckAlerts } from '../alerts/recheck.js';
import { isRuleKey } from '../../schemas/alerts/rules.js';
import { alertReport } from '../alerts/reports.js';
import { alertWorkbook, reportWorkbook } from '../alerts/workbooks.js';
import { sendAttachment } from '../http/attachment.js';

const base = '/api/auth/alert-escalation';
const tags = ['alerts'];
const LIST = { access: { slot: [181, 188] } };
const REPORT = { access: { slot: [189] } };
const CONFIG = { access: { slot: [190] } };
const ANY_TAB = { access: { slot: [181, 188, 189, 190] } };

/** One template per event key (template ids for the ALERT_ESCALATION type). */
const TEMPLATES: AlertTemplate[] = ALERT_EVENT_KEYS.map((key, i) => {
  const words = alertEvent(key).words;
  return { id: i + 1, eventKey: key, name: words, subject: `Alert: ${words}`, body: `{{userName}}, ${words.toLowerCase()}: {{title}}. Please act by {{dueAt}}.` };
});

const alertRoutes: RoutePlugin = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const scopeOf = (req: Parameters<typeof principalOf>[0]) => alertScope(db, principalOf(req));
  /** A rule's alerts evaluated again at once on the organisation's thresholds now in force; a failure is logged, the
   *  change stands (the next evaluation catches up). */
  const recheckRule = (req: FastifyRequest, orgId: number, eventKey: AlertEventKey) =>
    isRuleKey(eventKey) ? recheckAlerts(db, orgId, [eventKey]).catch((err: unknown) => req.log.error({ err }, 'alert re-check failed')) : undefined;

  // ---- settings (config tab) ----
  r.post(`${base}/settings/list`, { config: CONFIG, schema: { tags, body: settingsListBody.optional(), response: answers(settingsListAnswer) } }, async (req) =>
    ok(await listSettings(db, principalOf(req).orgId, req.body ?? {})));

  r.put(`${base}/settings/priority`, { config: CONFIG, schema: { tags, body: priorityBody, response: answers(alertSetting) } }, async (req) =>
    ok(await setPriority(db, principalOf(req).userId, principalOf(req).orgId, req.body.eventKey, req.body.priorityLevel)));

  // The organisation's thresholds of a rule; the rule is evaluated again at once, so its alerts follow them.
  r.put(`${base}/settings/thresholds`, { config: CONFIG, schema: { tags, body: thresholdsBody, response: answers(alertSetting) } }, async (req) => {
    const p = principalOf(req);
    const saved = await setThresholds(db, p.userId, p.orgId, req.body.eventKey, req.body.thresholds);
    await recheckRule(req, p.orgId!, req.body.eventKey);
    return ok(saved, 'Thresholds saved');
  });

  // The organisation's own settings of a key removed: it follows the defaults again, and its alerts are evaluated again
  // at once on the default thresholds.
  r.delete(`${base}/settings/:eventKey/own`, { config: CONFIG, schema: { tags, params: z.object({ eventKey: alertEventKey }), response: answers(alertSetting) } }, async (req) => {
    const p = principalOf(req);
    const saved = await restoreDefaults(db, p.userId, p.orgId, req.params.eventKey);
    await recheckRule(req, p.orgId!, req.params.eventKey);
    return ok(saved, 'The defaults apply again');
  });

  // POST events/{alertId}: the setting's escalation triggers (read by the escalation sweep, escalate.ts).
  r.post(`${base}/events/:alertId`, { config: CONFIG, schema: { tags, params: z.object({ alertId: idParam('alertId') }), body: triggersBody, response: answers(alertSetting) } }, async (req) =>
    ok(await setTriggers(db, principalOf(req).userId, principalOf(req).orgId, req.params.alertId, req.body.triggers)));

  // ---- alerts ----
  // PATCH events/{alertId}: resolve or reopen an alert.
  r.patch(`${base}/events/:alertId`, { config: LIST, schema: { tags, params: z.object({ alertId: idParam('alertId') }), body: alertStatusBody, response: answers(alertRow) } }, async (req) =>
    ok(await setStatus(db, await scopeOf(req), req.params.alertId, req.body.status)));

  r.post(`${base}/:fillPath/events/:lastSuffix`, {
    config: LIST,
    schema: { tags, params: z.object({ fillPath: z.enum(ALERT_TABS), lastSuffix: z.enum(ALERT_LIST_SUFFIXES) }), body: alertListBody.optional(), response: answers(alertListAnswer) },
  }, async (req) => {
    const filters = alertListBody.parse(req.body ?? {});
    return ok(await listAlerts(db, await scopeOf(req), req.params.fillPath, req.params.lastSuffix, filters));
  });

  r.get(`${base}/alerts/:id/alert`, { config: LIST, schema: { tags, params: z.object({ id: idParam() }), response: answers(alertDetailSchema) } }, async (req) =>
    ok(await alertDetail(db, await scopeOf(req), req.params.id)));

  r.post(`${base}/alerts/:target/:id/details`, {
    config: LIST,
    schema: { tags, params: z.object({ target: z.enum(ALERT_DETAIL_TARGETS).default(DEFAULT_DETAIL_TARGET), id: idParam() }), body: detailsBody.optional(), response: answers(detailsAnswer) },
  }, async (req) => ok(await detailsByTarget(db, await scopeOf(req), req.params.target, req.params.id, detailsBody.parse(req.body ?? {}))));

  r.get(`${base}/alerts/:type/:actionableId/download`, {
    config: LIST, schema: { tags, params: z.object({ type: z.enum(ALERT_DETAIL_TARGETS), actionableId: idParam('actionableId') }), response: { 200: xlsxFile } },
  }, async (req, reply) => {
    const detail = await alertDetail(db, await scopeOf(req), req.params.actionableId);
    const file = alertWorkbook(req.params.type, detail);
    return sendAttachment(reply, `${req.params.type}-${detail.actionableId}.xlsx`, file);
  });

  r.get(`${base}/events/:eventId`, { config: LIST, schema: { tags, params: z.object({ eventId: idParam('eventId') }), querystring: eventDetailQuery, response: answers(eventDetailSchema) } }, async (req) => {
    const ids = req.query.classGroupIds?.split(',').map(Number);
    return ok(await eventDetail(db, await scopeOf(req), req.params.eventId, ids));
  });

  r.patch(`${base}/alert/events/:actionableId`, { config: LIST, schema: { tags, params: z.object({ actionableId: idParam('actionableId') }), body: viewedBody, response: answers(alertRow) } }, async (req) =>
    ok(await markViewed(db, await scopeOf(req), req.params.actionableId)));

  r.post(`${base}/alerts/accuracy/:actionableId`, { config: LIST, schema: { tags, params: z.object({ actionableId: idParam('actionableId') }), body: accuracyBody, response: answers(alertRow) } }, async (req) =>
    ok(await recordAccuracy(db, await scopeOf(req), req.params.actionableId, req.body)));

  // ---- reports (report tab) ----
  const reportType = z.object({ type: z.enum(ALERT_REPORT_TYPES) });
  r.post(`${base}/:type/report`, { config: REPORT, schema: { tags, params: reportType, body: reportBody.optional(), response: answers(reportAnswer) } }, async (req) =>
    ok(await alertReport(db, await scopeOf(req), req.params.type, req.body ?? {})));

  r.get(`${base}/:type/report/export`, { config: REPORT, schema: { tags, params: reportType, querystring: reportExportQuery, response: { 200: xlsxFile } } }, async (req, reply) => {
    const report = await alertReport(db, await scopeOf(req), req.params.type, req.query);
    return sendAttachment(reply, `alert-${req.params.type}-report.xlsx`, reportWorkbook(report));
  });

  // ---- templates ----
  r.get('/api/template', { config: ANY_TAB, schema: { tags, querystring: templatesQuery, response: answers(templatesAnswer) } }, async (req) =>
    ok(req.query.type === ALERT_TEMPLATE_TYPE ? TEMPLATES : []));
};

export default alertRoutes;
