// Alert & escalation request bodies and answers (console-spec §7, issue 14). Every path below is under
// /api/auth/alert-escalation/ unless it says otherwise. Pure zod: the console imports this file.
//
// | Method | Path | Body / query | data |
// |---|---|---|---|
// | POST | settings/list | settingsListBody | settingsListAnswer |
// | PUT | settings/priority | priorityBody | alertSetting |
// | PATCH | events/{alertId} (alertId = an alert's actionableId) | alertStatusBody | alertRow |
// | POST | events/{alertId} (alertId = a setting's id) | triggersBody | alertSetting |
// | PUT | settings/thresholds (the user's organisation; not in the spec, which is silent on rule thresholds) | thresholdsBody | alertSetting |
// | POST | {fillPath}/events/{lastSuffix} (fillPath alert or escalation; lastSuffix list, history or all) | alertListBody | alertListAnswer |
// | GET | alerts/{id}/alert (id = actionableId) | none | alertDetail |
// | POST | alerts/{target}/{id}/details (target escalation (default) or alert; id = escalation id or actionableId) | detailsBody | detailsAnswer |
// | GET | alerts/{type}/{actionableId}/download (type escalation or alert) | none | .xlsx of the details |
// | GET | events/{eventId}?classGroupIds=1,2 (eventId = actionableId) | query | eventDetail |
// | PATCH | alert/events/{actionableId} | viewedBody ({ isViewed: true }) | alertRow |
// | POST | {type}/report (report, resolved, overall, transformative) | reportBody | reportAnswer |
// | GET | {type}/report/export?startDate&endDate | query | .xlsx of the report |
// | POST | alerts/accuracy/{actionableId} | accuracyBody | alertRow |
// | POST | counters | none | alertCountersAnswer (platform.ts) |
// | GET | /api/template?type=ALERT_ESCALATION (not under auth/alert-escalation) | query | templatesAnswer |
import { z } from 'zod';
import { optionalTimestamp, timestamp } from './envelope';
// Ids the caller sends stay within PostgreSQL's integer range, or a 400 names them (never a 500 from SQL).
import { idNumber, idParam, MAX_ID } from '../core/ids';
import { isIsoDate } from '../core/query';
import {
  ALERT_EVENT_KEYS,
  ALERT_MAX_PAGE_SIZE,
  ALERT_PAGE_SIZE,
  ALERT_REPORT_TYPES,
  ALERT_SEARCH_MAX_LENGTH,
  ALERT_SEARCH_MIN_LENGTH,
  ALERT_STATUSES,
  ENGAGEMENT_BANDS,
  ESCALATION_TRIGGERS,
  DATE_PATTERN,
} from '../alerts/index';
import { RULE_KEYS, type RuleKey } from '../alerts/rules';

const id = z.number().int();
const count = z.number().int().min(0);
const day = z.string().regex(DATE_PATTERN, 'Dates are yyyy-MM-dd');

export const alertEventKey = z.enum(ALERT_EVENT_KEYS);
export const alertStatus = z.enum(ALERT_STATUSES);
export const priorityLevel = z.number().int().min(1).max(5);
export const escalationLevel = z.union([z.literal(1), z.literal(2)]);
export const engagementBandSchema = z.enum(ENGAGEMENT_BANDS);

// ---- settings (config tab, slot 190) ----

/** One escalation rule: at `level`, escalate when the alert is still not viewed / not resolved `afterHours` after it was created. */
export const escalationRule = z.object({
  level: escalationLevel,
  trigger: z.enum(ESCALATION_TRIGGERS),
  afterHours: z.number().int().min(1).max(24 * 90),
});
export type EscalationRule = z.infer<typeof escalationRule>;

export const alertSetting = z.object({
  id,
  eventKey: alertEventKey,
  /** The event in words (schemas/alerts ALERT_EVENTS). */
  words: z.string(),
  priorityLevel,
  active: z.boolean(),
  escalationRules: z.array(escalationRule),
  /** The rule's thresholds in force for the user's organisation (every declared one; empty for keys no rule decides). */
  thresholds: z.record(z.string(), z.number()),
  /** What the user's organisation has set for itself, over the shared defaults (all false for a user of none). */
  own: z.object({ priority: z.boolean(), escalationRules: z.boolean(), thresholds: z.boolean() }),
  updatedAt: timestamp,
});
export type AlertSetting = z.infer<typeof alertSetting>;

export const settingsListBody = z.object({
  eventKey: alertEventKey.optional(),
  search: z.string().trim().min(ALERT_SEARCH_MIN_LENGTH).max(ALERT_SEARCH_MAX_LENGTH).optional(),
}).strict();
export const settingsListAnswer = z.object({ rows: z.array(alertSetting), totalCount: count });

export const priorityBody = z.object({ eventKey: alertEventKey, priorityLevel }).strict();

/** A rule's thresholds for the user's organisation; their bounds are checked by thresholdErrors (422 per field). */
export const thresholdsBody = z.object({
  eventKey: z.enum(RULE_KEYS as [RuleKey, ...RuleKey[]]),
  thresholds: z.record(z.string().max(40), z.number()),
}).strict();
export type ThresholdsBody = z.infer<typeof thresholdsBody>;

/** Levels must be distinct, 1 before 2, and level 2 must not fire before level 1. */
export const triggersBody = z.object({ triggers: z.array(escalationRule).max(2) }).strict().refine(
  (b) => b.triggers.every((t, i) => t.level === i + 1) && (b.triggers.length < 2 || b.triggers[1].afterHours >= b.triggers[0].afterHours),
  { message: 'Escalation levels run 1 then 2, and level 2 cannot fire before level 1' },
);
export type TriggersBody = z.infer<typeof triggersBody>;

// ---- alerts ----

export const alertStatusBody = z.object({ status: alertStatus }).strict();
export const viewedBody = z.object({ isViewed: z.literal(true) }).strict();

/** One row of the alert list (and of the escalation list, where the escalation fields are set). */
export const alertRow = z.object({
  /** The row's id: the actionable id on the alert tab, the escalation id on the escalation tab. */
  id,
  actionableId: id,
  eventKey: alertEventKey,
  /** The event in words; title adds the alert's own subject (e.g. the batch). */
  words: z.string(),
  title: z.string(),
  priorityLevel,
  isViewed: z.boolean(),
  viewedAt: optionalTimestamp,
  createdAt: timestamp,
  status: alertStatus,
  resolvedAt: optionalTimestamp,
  dueAt: optionalTimestamp,
  overdue: z.boolean(),
  /** The assignee (Name & Emp Code, Role columns of the escalation table). */
  userId: id,
  userName: z.string(),
  empCode: z.string().nullable(),
  userType: z.string(),
  role: z.string().nullable(),
  centreId: id.nullable(),
  centre: z.string().nullable(),
  /** The highest escalation level reached (0: not escalated), and when it was reached. */
  escalationLevel: z.number().int().min(0).max(2),
  escalationDate: optionalTimestamp,
  /** On the escalation tab: who it was escalated to, and why. */
  escalatedTo: z.string().nullable(),
  escalationReason: z.enum(ESCALATION_TRIGGERS).nullable(),
});
export type AlertRow = z.infer<typeof alertRow>;

/** A real calendar day (2026-02-30 is refused, not rolled over to March). */
const listDay = day.refine(isIsoDate, 'Dates are calendar days as yyyy-MM-dd');

/** The list query: page size 20 from page 1 (§9), date range on createdAt, search from 3 characters (§5). The
 *  filters a report row hands back (assignedUserId, eventKey, centreId) are accepted here too. */
export const alertListBody = z.object({
  pageSize: z.number().int().min(1).max(ALERT_MAX_PAGE_SIZE).default(ALERT_PAGE_SIZE),
  pageNumber: z.number().int().min(1).default(1),
  startDate: listDay.optional(),
  endDate: listDay.optional(),
  search: z.string().trim().min(ALERT_SEARCH_MIN_LENGTH, 'Search needs at least 3 characters').max(ALERT_SEARCH_MAX_LENGTH).optional(),
  sortBy: z.enum(['createdAt', 'priorityLevel']).default('createdAt'),
  eventKey: alertEventKey.optional(),
  assignedUserId: idNumber('assignedUserId').optional(),
  centreId: idNumber('centreId').optional(),
  filters: z.record(z.string(), z.unknown()).optional(),
  sortOrder: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
}).refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { path: ['endDate'], message: 'startDate must not be after endDate' });
// Not strict: a key the server does not know is dropped rather than refused, since console-spec §8 turns a 400 into a
// logout. Known keys are still checked.
export type AlertListBody = z.input<typeof alertListBody>;
export const alertListAnswer = z.object({ rows: z.array(alertRow), totalCount: count, pageNumber: z.number().int(), pageSize: z.number().int() });
export type AlertListAnswer = z.infer<typeof alertListAnswer>;

/** A line behind an alert (the batch without attendance, the student whose data needs a check ...). */
export const detailItem = z.object({
  classGroupId: id.nullable(),
  label: z.string(),
  value: z.string().nullable(),
});
export type DetailItem = z.infer<typeof detailItem>;

export const escalationStep = z.object({
  id,
  level: escalationLevel,
  escalatedToUserId: id,
  escalatedTo: z.string(),
  escalatedAt: timestamp,
  reason: z.enum(ESCALATION_TRIGGERS),
});

export const accuracyRecord = z.object({ isAccurate: z.boolean(), remark: z.string().nullable(), at: timestamp, byUserId: id, byName: z.string().optional() });

export const alertDetail = alertRow.extend({
  description: z.string(),
  link: z.string(),
  showMore: z.boolean(),
  items: z.array(detailItem),
  escalations: z.array(escalationStep),
  accuracy: accuracyRecord.nullable(),
});
export type AlertDetail = z.infer<typeof alertDetail>;

export const detailsBody = z.object({
  pageSize: z.number().int().min(1).max(ALERT_MAX_PAGE_SIZE).default(ALERT_PAGE_SIZE),
  pageNumber: z.number().int().min(1).default(1),
}).strict();
export const detailsAnswer = z.object({
  target: z.enum(['escalation', 'alert']),
  alert: alertRow,
  escalations: z.array(escalationStep),
  items: z.array(detailItem),
  totalCount: count,
});
export type DetailsAnswer = z.infer<typeof detailsAnswer>;

export const eventDetailQuery = z.object({
  classGroupIds: z.string().regex(/^\d{1,10}(,\d{1,10})*$/, 'classGroupIds is a comma list of ids')
    .refine((t) => t.split(',').every((n) => Number(n) >= 1 && Number(n) <= MAX_ID), `classGroupIds are ids from 1 to ${MAX_ID}`).optional(),
});
export const eventDetail = z.object({
  eventId: id,
  eventKey: alertEventKey,
  words: z.string(),
  title: z.string(),
  link: z.string(),
  showMore: z.boolean(),
  createdAt: timestamp,
  items: z.array(detailItem),
});
export type EventDetail = z.infer<typeof eventDetail>;

export const accuracyBody = z.object({
  isAccurate: z.boolean(),
  remark: z.string().trim().max(500).optional(),
}).strict().refine((b) => b.isAccurate || (b.remark?.length ?? 0) >= 3, { message: 'Say what is inaccurate (at least 3 characters)', path: ['remark'] });

// ---- reports (slot 189) ----

export const reportBody = z.object({
  startDate: day.optional(),
  endDate: day.optional(),
  centreId: idNumber('centreId').optional(),
});
export type ReportBody = z.infer<typeof reportBody>;

/** Where a report figure leads: POST {fillPath}/events/{lastSuffix} with this body lists the alerts behind it. */
export const alertListLink = z.object({
  fillPath: z.literal('alert'),
  lastSuffix: z.enum(['list', 'history', 'all']),
  body: z.object({
    startDate: day.optional(), endDate: day.optional(),
    assignedUserId: idNumber('assignedUserId').optional(), eventKey: alertEventKey.optional(), centreId: idNumber('centreId').optional(),
  }),
});
export type AlertListLink = z.infer<typeof alertListLink>;

export const reportRow = z.object({
  /** user id (report, transformative), event key (resolved) or centre id (overall), as a string. */
  key: z.string(),
  label: z.string(),
  userName: z.string().nullable(),
  empCode: z.string().nullable(),
  userType: z.string().nullable(),
  centre: z.string().nullable(),
  totalAlertsAssigned: count,
  resolvedAlerts: count,
  /** Percent, one decimal. */
  resolveRate: z.number().min(0).max(100),
  /** null under INSUFFICIENT_DATA_BELOW assigned alerts (insufficientData true). */
  band: engagementBandSchema.nullable(),
  sampleSize: count,
  insufficientData: z.boolean(),
  links: z.object({ assigned: alertListLink, resolved: alertListLink }),
});
export type ReportRow = z.infer<typeof reportRow>;

export const reportAnswer = z.object({
  type: z.enum(ALERT_REPORT_TYPES),
  rows: z.array(reportRow),
  totals: z.object({ totalAlertsAssigned: count, resolvedAlerts: count, resolveRate: z.number().min(0).max(100) }),
  /** The band chart: how many rows fall in each band, and how many have too little data. */
  bands: z.array(z.object({ band: engagementBandSchema, count })),
  insufficientData: count,
});
export type ReportAnswer = z.infer<typeof reportAnswer>;
/** The report's parameters as a query string: the id comes as digits. */
export const reportExportQuery = reportBody.extend({ centreId: idParam('centreId').optional() });

// ---- templates ----

export const templatesQuery = z.object({ type: z.literal('ALERT_ESCALATION') });
export const alertTemplate = z.object({ id, eventKey: alertEventKey, name: z.string(), subject: z.string(), body: z.string() });
export const templatesAnswer = z.array(alertTemplate);
export type AlertTemplate = z.infer<typeof alertTemplate>;
