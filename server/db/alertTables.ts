// Drizzle tables of alerts and escalations (issue 14): the per-event-key settings, the alerts themselves
// (actionables: one event assigned to one user), the escalations they went through, and who receives each level.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { centres, organisations, users } from './tables.js';
import type { AlertEventKey, AlertStatus, EscalationTrigger } from '../../schemas/alerts/index.js';
import type { DetailItem, EscalationRule } from '../../schemas/api/alerts.js';

/** One row per event key: its priority, whether it raises alerts, and its escalation rules. */
export const alertSettings = pgTable('alert_settings', {
  id: serial('id').primaryKey(),
  eventKey: text('event_key').$type<AlertEventKey>().notNull().unique(),
  priorityLevel: smallint('priority_level').notNull().default(3),
  active: boolean('active').notNull().default(true),
  escalationRules: jsonb('escalation_rules').$type<EscalationRule[]>().notNull().default(sql`'[]'::jsonb`),
  /** The rule's thresholds (schemas/alerts/rules.ts names them); a missing one takes its declared default. */
  thresholds: jsonb('thresholds').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** An organisation's own thresholds of a rule (config tab), over the setting's: a missing key takes the setting's,
 *  then the rule's declared default (schemas/alerts/rules.ts thresholdsOf). */
export const alertRuleThresholds = pgTable('alert_rule_thresholds', {
  orgId: integer('org_id').notNull().references(() => organisations.id, { onDelete: 'cascade' }),
  eventKey: text('event_key').$type<AlertEventKey>().notNull(),
  thresholds: jsonb('thresholds').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
}, (t) => [primaryKey({ columns: [t.orgId, t.eventKey] })]);

/** An organisation's own priority and escalation rules of a key (config tab), over the setting's; null: the setting's. */
export const alertOrgSettings = pgTable('alert_org_settings', {
  orgId: integer('org_id').notNull().references(() => organisations.id, { onDelete: 'cascade' }),
  eventKey: text('event_key').$type<AlertEventKey>().notNull(),
  priorityLevel: smallint('priority_level'),
  escalationRules: jsonb('escalation_rules').$type<EscalationRule[]>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
}, (t) => [primaryKey({ columns: [t.orgId, t.eventKey] })]);

export interface AccuracyRecord { isAccurate: boolean; remark: string | null; at: string; byUserId: number; byName?: string }

/** What confirming an accuracy alert confirms: the data it is about (a batch's student list, a faculty's plan
 *  accuracy) and that data's fingerprint when the rule last looked (server/alerts/confirmations.ts). */
export interface ConfirmTarget { subject: string; fingerprint: string }

/** An alert: one event assigned to one user. Its priority is copied from the setting so lists sort on an index. */
export const alertActionables = pgTable('alert_actionables', {
  id: serial('id').primaryKey(),
  eventKey: text('event_key').$type<AlertEventKey>().notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  assignedUserId: integer('assigned_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  centreId: integer('centre_id').references(() => centres.id),
  priorityLevel: smallint('priority_level').notNull().default(3),
  status: text('status').$type<AlertStatus>().notNull().default('open'),
  isViewed: boolean('is_viewed').notNull().default(false),
  viewedAt: timestamp('viewed_at', { withTimezone: true }),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  dueAt: timestamp('due_at', { withTimezone: true }),
  /** Highest escalation level reached (0 none) and when. */
  escalationLevel: smallint('escalation_level').notNull().default(0),
  escalatedAt: timestamp('escalated_at', { withTimezone: true }),
  /** The lines behind the alert (batches, students ...), each with its class group (batch) id when it has one. */
  items: jsonb('items').$type<DetailItem[]>().notNull().default(sql`'[]'::jsonb`),
  accuracy: jsonb('accuracy').$type<AccuracyRecord>(),
  /** What a rule's alert is about (e.g. `batch:12:2026-12-07`); null for alerts no rule decides (training, seeded). */
  subjectKey: text('subject_key'),
  /** The screen and filter that fixes this alert; null: the event key's own link. */
  link: text('link'),
  /** An accuracy rule's alert: what a confirmation of it confirms; null for the others. */
  confirm: jsonb('confirm').$type<ConfirmTarget>(),
}, (t) => [
  // At most one open alert per (event key, subject): a rule pass racing another cannot raise it twice.
  uniqueIndex('alert_actionables_open_subject').on(t.eventKey, t.subjectKey).where(sql`${t.status} = 'open' and ${t.subjectKey} is not null`),
  // The list (alert tab) of one user, open or resolved, newest first; also the report's per-user figures.
  index('alert_actionables_user_status_created').on(t.assignedUserId, t.status, t.createdAt.desc(), t.id.desc()),
  // A centre manager's list.
  index('alert_actionables_centre_status_created').on(t.centreId, t.status, t.createdAt.desc(), t.id.desc()),
  // Organisation-wide lists, by date and by priority.
  index('alert_actionables_status_created').on(t.status, t.createdAt.desc(), t.id.desc()),
  index('alert_actionables_status_priority').on(t.status, t.priorityLevel, t.createdAt.desc(), t.id.desc()),
  // Counters: open, unviewed alerts per user and per centre.
  index('alert_actionables_user_pending').on(t.assignedUserId).where(sql`${t.status} = 'open' and ${t.isViewed} = false`),
  index('alert_actionables_centre_pending').on(t.centreId).where(sql`${t.status} = 'open' and ${t.isViewed} = false`),
  // The escalation sweep, one rule at a time: an event key's open alerts below a level, by viewed, old enough.
  index('alert_actionables_escalatable').on(t.eventKey, t.escalationLevel, t.isViewed, t.createdAt).where(sql`${t.status} = 'open' and ${t.escalationLevel} < 2`),
]);

/**
 * Data a user confirmed accurate through an accuracy alert (POST alerts/accuracy/{id}), by event key and the data's
 * subject (`b12`: batch 12's student list; `f7`: faculty 7's plan accuracy), with the data's fingerprint then: the
 * rule raises the subject again only once its data no longer has that fingerprint.
 */
export const alertConfirmations = pgTable('alert_confirmations', {
  eventKey: text('event_key').$type<AlertEventKey>().notNull(),
  subject: text('subject').notNull(),
  orgId: integer('org_id').notNull().references(() => organisations.id, { onDelete: 'cascade' }),
  fingerprint: text('fingerprint').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
}, (t) => [primaryKey({ columns: [t.eventKey, t.subject] })]);

/**
 * Each time an alert went up a level: to whom, when and why. The alert's assignee, centre and whether it is still
 * open are copied here (kept in step when the alert is resolved or reopened), so the escalation list and the
 * banner's count read this table alone.
 */
export const alertEscalations = pgTable('alert_escalations', {
  id: serial('id').primaryKey(),
  actionableId: integer('actionable_id').notNull().references(() => alertActionables.id, { onDelete: 'cascade' }),
  level: smallint('level').notNull(),
  escalatedToUserId: integer('escalated_to_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  escalatedAt: timestamp('escalated_at', { withTimezone: true }).notNull().defaultNow(),
  reason: text('reason').$type<EscalationTrigger>().notNull(),
  assignedUserId: integer('assigned_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  centreId: integer('centre_id').references(() => centres.id),
  open: boolean('open').notNull().default(true),
}, (t) => [
  uniqueIndex('alert_escalations_actionable_level').on(t.actionableId, t.level),
  index('alert_escalations_to_open_at').on(t.escalatedToUserId, t.open, t.escalatedAt.desc(), t.id.desc()),
  index('alert_escalations_assignee_open_at').on(t.assignedUserId, t.open, t.escalatedAt.desc(), t.id.desc()),
  index('alert_escalations_centre_open_at').on(t.centreId, t.open, t.escalatedAt.desc(), t.id.desc()),
  index('alert_escalations_open_at').on(t.open, t.escalatedAt.desc(), t.id.desc()),
]);

/**
 * Who receives an escalation, per organisation: level 1 the head of a centre (centre_id set), level 2 the
 * organisation admin (centre_id null). An alert escalates within its own organisation only.
 */
export const alertEscalationRecipients = pgTable('alert_escalation_recipients', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull().references(() => organisations.id, { onDelete: 'cascade' }),
  level: smallint('level').notNull(),
  centreId: integer('centre_id').references(() => centres.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [
  uniqueIndex('alert_escalation_recipients_org_level_centre').on(t.orgId, t.level, sql`coalesce(${t.centreId}, 0)`),
  index('alert_escalation_recipients_user').on(t.userId),
]);

/**
 * Alert totals by assignee, centre (0: none), status and event key, kept exact by statement-level triggers
 * (migration 0007), so a list's total without a search or date range is a sum over a few thousand rows rather than a
 * count over every alert a manager may see.
 */
export const alertCounts = pgTable('alert_counts', {
  assignedUserId: integer('assigned_user_id').notNull(),
  centreId: integer('centre_id').notNull(),
  status: text('status').notNull(),
  eventKey: text('event_key').notNull(),
  n: integer('n').notNull(),
}, (t) => [primaryKey({ columns: [t.assignedUserId, t.centreId, t.status, t.eventKey] })]);

/** Escalation totals by recipient, assignee, centre (0: none) and open, kept the same way. */
export const alertEscalationCounts = pgTable('alert_escalation_counts', {
  escalatedToUserId: integer('escalated_to_user_id').notNull(),
  assignedUserId: integer('assigned_user_id').notNull(),
  centreId: integer('centre_id').notNull(),
  open: boolean('open').notNull(),
  n: integer('n').notNull(),
}, (t) => [primaryKey({ columns: [t.escalatedToUserId, t.assignedUserId, t.centreId, t.open] })]);
