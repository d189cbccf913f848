// The alert and escalation lists as resources (defineResource: the core only, no uploads): columns, the createdAt
// range under the spec's query keys startDate / endDate (console-spec §2), search from 3 characters (§5), sort, page
// size 20 (§9) and the ability that opens them (§6, slot 188). Their list is POST {fillPath}/events/{lastSuffix}
// with pageNumber / pageSize (§7), which `api.listRequest` declares; the view picks the suffix (list or history).
import { code, date, defineResource, name, select, text } from '../core';
import { ALERT_PAGE_SIZE, PRIORITY_LEVELS, type AlertListSuffix, type AlertTab } from './constants';
import { ALERT_EVENT_KEYS } from './eventKeys';
import { alertListBody } from '../api/alerts';

const ALERT_API_PREFIX = 'auth/alert-escalation';
/** console-spec §6 (slot 188): the list tab's ability, as the ability table names it. */
const LIST_ABILITY = 'Alert & Escalation List';

/** POST {fillPath}/events/{lastSuffix}: the list of a tab, open (list) or resolved (history). */
export function alertListPath(tab: AlertTab, suffix: AlertListSuffix = 'list'): string {
  return `${ALERT_API_PREFIX}/${tab}/events/${suffix}`;
}

/** The report's links narrow the list by assignee, event or centre (ids travel as numbers). */
const listRequest = { method: 'POST', keys: { page: 'pageNumber', limit: 'pageSize' }, sortOrder: false, numbers: ['assignedUserId', 'centreId'], body: alertListBody } as const;
/** The spec's query parameters of the date range (§2), on the alert's creation time. */
const createdRange = { field: 'createdAt', fromKey: 'startDate', toKey: 'endDate', label: 'Date' } as const;

export const alerts = defineResource({
  kind: 'alerts',
  label: 'Alerts',
  noun: 'Alert',
  menuLabel: 'Alert & Escalation List',
  access: { list: LIST_ABILITY },
  api: { list: alertListPath('alert'), listRequest },
  table: { name: 'alert_actionables' },
  fields: {
    words: text({ label: 'Alert' }),
    title: text({ label: 'Subject', listed: false }),
    eventKey: select({ label: 'Event', options: ALERT_EVENT_KEYS, listed: false }),
    priorityLevel: select({ label: 'Priority', options: PRIORITY_LEVELS.map(String) }),
    userName: name({ label: 'Assigned To' }),
    centre: text({ label: 'Centre' }),
    createdAt: date({ label: 'Raised' }),
    isViewed: select({ label: 'Viewed', options: ['true', 'false'] }),
  },
  list: {
    sortKeys: ['createdAt', 'priorityLevel'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    search: { placeholder: 'Search alerts by subject or name', fields: ['title', 'userName'] },
    dateRanges: [createdRange],
    pageSize: ALERT_PAGE_SIZE,
  },
});

export const escalations = defineResource({
  kind: 'escalations',
  label: 'Escalations',
  noun: 'Escalation',
  menuLabel: 'Alert & Escalation List',
  access: { list: LIST_ABILITY },
  api: { list: alertListPath('escalation'), listRequest },
  table: { name: 'alert_escalations' },
  // console-spec §3: the escalation table's columns are S. No. (the screen numbers the rows), Name & Emp Code, Role,
  // Escalation Date; issue 24 adds what the escalation is about (the alert), its level and who it went to.
  fields: {
    userName: name({ label: 'Name & Emp Code' }),
    empCode: code({ label: 'Emp Code', listed: false }),
    role: text({ label: 'Role' }),
    words: text({ label: 'Alert' }),
    escalationLevel: select({ label: 'Level', options: ['1', '2'] }),
    escalatedTo: name({ label: 'Escalated To' }),
    escalationDate: date({ label: 'Escalation Date' }),
    title: text({ label: 'Subject', listed: false }),
    createdAt: date({ label: 'Raised', listed: false }),
  },
  list: {
    sortKeys: ['createdAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    search: { placeholder: 'Search escalations by name or subject', fields: ['userName', 'title'] },
    dateRanges: [createdRange],
    pageSize: ALERT_PAGE_SIZE,
  },
});

/** The resource of a tab. */
export const ALERT_RESOURCES: Readonly<Record<AlertTab, typeof alerts>> = { alert: alerts, escalation: escalations };
