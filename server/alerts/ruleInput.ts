// What a rule query is given and what it yields (server/alerts/ruleQueries.ts), and the week the time-table rules read.
import type { DetailItem } from '../../schemas/api/alerts.js';
import type { ConfirmTarget } from '../db/alertTables.js';

export interface RuleSubject {
  subjectKey: string;
  centreId: number;
  params: Record<string, string | number>;
  items: DetailItem[];
  /** The person the alert goes to (recipients.ts fanOut); unset: the responsible person of its centre. */
  assigneeId?: number;
  /** An accuracy rule's subject: the data a confirmation covers and its fingerprint now (confirmations.ts). */
  confirm?: ConfirmTarget;
}

/** What a re-check after a write answers for; undefined parts: the whole organisation. */
export interface RuleScope {
  /** Only these centres' subjects and alerts. */
  centreIds?: number[];
  /** Only these classes' subjects and alerts, for the rules whose subjects are classes (CLASS_SUBJECT_RULES). */
  classIds?: number[];
}

export interface RuleInput extends RuleScope {
  orgId: number;
  now: Date;
  t: Record<string, number>;
}

export const DAY = 86_400_000;
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Next week, Monday to Sunday (UTC), as the time table's week view shows it. */
export function nextWeek(now: Date): { weekStart: string; weekEnd: string; thisWeek: string } {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
  return { weekStart: isoDay(monday + 7 * DAY), weekEnd: isoDay(monday + 13 * DAY), thisWeek: isoDay(monday) };
}

