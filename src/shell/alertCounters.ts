/**
 * The pending alert and escalation counters (console-spec §4): reloaded after each navigation, at once when the
 * counter stream says they changed (issue 24: within 2 s), and by polling as the fallback: every 30 s while the
 * stream is up, every 5 s while it is down (issue 14: within 5 s), only while the page is visible; on failure the
 * listeners get null and nothing is shown. With no actionable alerts but escalations pending, the escalation list is fetched as well (§4), and the
 * banner names the latest. The menu banner and the dashboard share one query.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { http } from '../api/httpClient';
import { roleIn } from '../../schemas/access/roles';
import { useCounterStream } from './counterStream';

export const COUNTERS_PATH = 'auth/alert-escalation/counters';
export const ESCALATION_LIST_PATH = 'auth/alert-escalation/escalation/events/list';
export const COUNTERS_QUERY_KEY = ['shell', 'alertCounters'] as const;
/** Issue 14: a change shows in the banner within 5 s, when the stream is down. */
export const COUNTERS_POLL_MS = 5_000;
/** While the stream is up it brings changes; the poll only guards against a missed event. */
export const COUNTERS_SLOW_POLL_MS = 30_000;
export const ALERT_ESCALATION_PATH = '/alert-escalation';
/** The demo's escalation-only role (the spec names it "the escalation role"). */
export const ESCALATION_ROLE = 'Escalation';

export interface AlertCounters {
  actionables: number;
  alertCount: number;
  escalationCount: number;
  /** Fetched only when nothing is actionable but escalations are pending: the latest, by name and event. */
  latestEscalation?: { userName: string; words: string } | null;
}

/** The counters fetch of console-spec §7: the default alert filter in list mode. */
export const DEFAULT_COUNTER_FILTER = { filters: {}, sortBy: 'priorityLevel', pageSize: 5, page: 1, listMode: true };

const asCount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

export async function fetchAlertCounters(): Promise<AlertCounters | null> {
  try {
    const res = await http.post<Partial<AlertCounters>>(COUNTERS_PATH, DEFAULT_COUNTER_FILTER, { quiet: true });
    if (res.code !== 200 || !res.data) return null;
    const counters: AlertCounters = {
      actionables: asCount(res.data.actionables),
      alertCount: asCount(res.data.alertCount),
      escalationCount: asCount(res.data.escalationCount),
    };
    if (counters.actionables === 0 && counters.escalationCount > 0) counters.latestEscalation = await fetchLatestEscalation();
    return counters;
  } catch {
    return null;
  }
}

/** §4: no actionable alerts but escalations: the escalation list instead (its first row; null if it fails). */
async function fetchLatestEscalation(): Promise<AlertCounters['latestEscalation']> {
  try {
    const res = await http.post<{ rows?: { userName?: unknown; words?: unknown }[] }>(ESCALATION_LIST_PATH, { pageSize: 1, pageNumber: 1 }, { quiet: true });
    const row = res.data?.rows?.[0];
    return row ? { userName: String(row.userName ?? ''), words: String(row.words ?? '') } : null;
  } catch {
    return null;
  }
}

/** 'N Pending Alert(s)!' or, when there are no alerts, 'N Pending Escalation(s)!'. */
export function bannerLine(counters: AlertCounters): string {
  return counters.alertCount > 0
    ? `${counters.alertCount} Pending Alert(s)!`
    : `${counters.escalationCount} Pending Escalation(s)!`;
}

/** 'myEscalations' for users whose only role is the escalation role, 'myAlerts & myEscalations' for others. */
export function bannerLabel(roleName: string): string {
  return roleIn(roleName, [ESCALATION_ROLE]) ? 'myEscalations' : 'myAlerts & myEscalations';
}

/**
 * The counters for a user who may open the alert list. The one caller with `reload` (the menu banner) holds the
 * stream, polls and refetches after each navigation end; other readers (the dashboard) share its answer.
 */
export function useAlertCounters(enabled: boolean, reload = false): AlertCounters | null {
  const { key } = useLocation();
  const refetchRef = useRef<() => unknown>(() => {});
  const onChange = useCallback(() => { void refetchRef.current(); }, []);
  const streaming = useCounterStream(enabled && reload, onChange);
  const query = useQuery({
    queryKey: COUNTERS_QUERY_KEY,
    queryFn: fetchAlertCounters,
    enabled,
    // Only the banner polls; a hidden tab does not (react-query pauses the interval in the background).
    refetchInterval: reload ? (streaming ? COUNTERS_SLOW_POLL_MS : COUNTERS_POLL_MS) : false,
    refetchIntervalInBackground: false,
  });
  const { refetch } = query;
  refetchRef.current = refetch;
  const seenKey = useRef(key);
  useEffect(() => {
    // The first location is covered by the query's own first fetch.
    if (!enabled || !reload || seenKey.current === key) return;
    seenKey.current = key;
    void refetch();
  }, [key, enabled, reload, refetch]);
  return enabled ? (query.data ?? null) : null;
}
