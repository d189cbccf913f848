// Alert & escalation constants (console-spec §2, §3, §9).

/** §9: alert list page size 20, pages from 1. */
export const ALERT_PAGE_SIZE = 20;
export const ALERT_FIRST_PAGE = 1;
export const ALERT_MAX_PAGE_SIZE = 100;
/** §3, §9: the default alert filter: empty filters, sortBy priorityLevel, pageSize 5. */
export const DEFAULT_ALERT_FILTER = { filters: {}, sortBy: 'priorityLevel', pageSize: 5, pageNumber: 1 } as const;
/** §5: alert search needs at least 3 characters. */
export const ALERT_SEARCH_MIN_LENGTH = 3;
export const ALERT_SEARCH_MAX_LENGTH = 100;

/** Priority levels: 1 is the most urgent; lists sorted by priorityLevel put 1 first. */
export const PRIORITY_LEVELS = [1, 2, 3, 4, 5] as const;
export const PRIORITY_LABELS: Readonly<Record<number, string>> = { 1: 'Critical', 2: 'High', 3: 'Medium', 4: 'Low', 5: 'Info' };

/** §2: the list's tabs (query activeTab) and the path parts of POST {fillPath}/events/{lastSuffix}. */
export const ALERT_TABS = ['alert', 'escalation'] as const;
export type AlertTab = (typeof ALERT_TABS)[number];
/** list: open alerts; history: resolved ones (isHistoryView); all: both (the report's "assigned" figure). */
export const ALERT_LIST_SUFFIXES = ['list', 'history', 'all'] as const;
export type AlertListSuffix = (typeof ALERT_LIST_SUFFIXES)[number];

export const ALERT_STATUSES = ['open', 'resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Escalation levels: 1 → the centre's head, 2 → the organisation admin. */
export const ESCALATION_LEVELS = [1, 2] as const;
export type EscalationLevel = (typeof ESCALATION_LEVELS)[number];
export const ESCALATION_LEVEL_LABELS: Readonly<Record<EscalationLevel, string>> = { 1: 'Centre head', 2: 'Organisation admin' };
export const ESCALATION_TRIGGERS = ['notViewed', 'notResolved'] as const;
export type EscalationTrigger = (typeof ESCALATION_TRIGGERS)[number];
export const ESCALATION_TRIGGER_LABELS: Readonly<Record<EscalationTrigger, string>> = { notViewed: 'Not viewed', notResolved: 'Not resolved' };

/** §7: the report types of POST {type}/report. report: per user; resolved: per event key; overall: per centre;
 *  transformative: the users in the Transformative band. */
export const ALERT_REPORT_TYPES = ['report', 'resolved', 'overall', 'transformative'] as const;
export type AlertReportType = (typeof ALERT_REPORT_TYPES)[number];

/** GET alerts/{type}/{actionableId}/download and POST alerts/{target}/{id}/details (target defaults to escalation). */
export const ALERT_DETAIL_TARGETS = ['escalation', 'alert'] as const;
export type AlertDetailTarget = (typeof ALERT_DETAIL_TARGETS)[number];
export const DEFAULT_DETAIL_TARGET: AlertDetailTarget = 'escalation';

/** GET template?type=ALERT_ESCALATION. */
export const ALERT_TEMPLATE_TYPE = 'ALERT_ESCALATION';

/** Dates in filters are yyyy-MM-dd, read as whole UTC days (endDate inclusive). */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

