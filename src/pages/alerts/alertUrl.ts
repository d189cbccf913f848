// The alert list's own query parameters (console-spec §2): activeTab (alert or escalation) and isHistoryView (true:
// the resolved ones; 'all', which only a report figure's link sets: open and resolved together, the list's `all`
// suffix). The list's page, search and date range (startDate, endDate) are kept by the resources' URL list.
import { ALERT_TABS, type AlertListSuffix, type AlertTab } from '../../../schemas/alerts';

export const TAB_PARAM = 'activeTab';
export const HISTORY_PARAM = 'isHistoryView';

export interface AlertView {
  tab: AlertTab;
  /** The list's suffix: list (open), history (resolved) or all. */
  suffix: AlertListSuffix;
}

const SUFFIX_OF: Readonly<Record<string, AlertListSuffix>> = { true: 'history', all: 'all' };
const PARAM_OF: Readonly<Record<AlertListSuffix, string | null>> = { list: null, history: 'true', all: 'all' };

export function readAlertView(params: URLSearchParams, allowed: readonly AlertTab[] = ALERT_TABS): AlertView {
  const asked = params.get(TAB_PARAM);
  const tab = allowed.find((t) => t === asked) ?? allowed[0] ?? 'alert';
  return { tab, suffix: SUFFIX_OF[params.get(HISTORY_PARAM) ?? ''] ?? 'list' };
}

/** A new tab or view starts from page 1 and keeps the date range; the search belongs to the list it was typed in. */
export function writeAlertView(params: URLSearchParams, view: AlertView): URLSearchParams {
  const next = new URLSearchParams(params);
  const value = PARAM_OF[view.suffix];
  const changed = params.get(TAB_PARAM) !== view.tab || params.get(HISTORY_PARAM) !== value;
  next.set(TAB_PARAM, view.tab);
  if (value) next.set(HISTORY_PARAM, value);
  else next.delete(HISTORY_PARAM);
  if (changed) {
    next.delete('page');
    next.delete('search');
  }
  return next;
}

/** The date range of the URL, for a link to another alert screen (report ↔ list) that keeps it. */
export function rangeParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of ['startDate', 'endDate']) {
    const v = params.get(key);
    if (v) out.set(key, v);
  }
  return out;
}
