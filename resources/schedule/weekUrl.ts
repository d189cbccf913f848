// The week view's state in the page's query string, so a link reopens the same view: `week` (its Monday),
// `by` (one of the schedule's "show by" filter keys) and `values` (that filter's chosen ids). Anything a stale or
// edited link holds that the schema does not offer is dropped here, before it reaches the server (which answers
// an unknown key with 400, a logout by console-spec §8).
import type { ScheduleSpec } from '../../schemas';
import { isIsoDate, localToday, mondayOf } from './weekLayout';

export const WEEK_PARAMS = { week: 'week', by: 'by', values: 'values' } as const;

export interface WeekState {
  monday: string;
  /** A filter key of `schedule.by`, or '' for everything in the user's scope. */
  by: string;
  values: string[];
}

export function readWeekState(params: URLSearchParams, schedule: Pick<ScheduleSpec, 'by'>, today = localToday()): WeekState {
  const week = params.get(WEEK_PARAMS.week);
  const by = params.get(WEEK_PARAMS.by) ?? '';
  const known = schedule.by.includes(by);
  const values = known ? (params.get(WEEK_PARAMS.values) ?? '').split(',').filter((v) => /^\d+$/.test(v)) : [];
  return { monday: mondayOf(isIsoDate(week) ? week : today), by: known ? by : '', values };
}

/** `params` with the week state written in (other parameters, the list's, kept). */
export function writeWeekState(params: URLSearchParams, state: WeekState): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(WEEK_PARAMS.week, state.monday);
  if (state.by) next.set(WEEK_PARAMS.by, state.by);
  else next.delete(WEEK_PARAMS.by);
  if (state.by && state.values.length > 0) next.set(WEEK_PARAMS.values, state.values.join(','));
  else next.delete(WEEK_PARAMS.values);
  return next;
}

/** The week call's filters: the chosen values of the show-by filter. */
export const weekFilters = (state: WeekState): Record<string, string> =>
  state.by && state.values.length > 0 ? { [state.by]: state.values.join(',') } : {};
