// A report's parameters in the URL (a link reopens the same report), and the query sent for them. The URL is cleaned
// against the report's declaration before anything is asked: console-spec §8 signs the user out on an HTTP 400, so
// a stale or edited link must never reach the server as something it would refuse.
import type { ReportParam, ReportSchema } from '../../../schemas/reports/define';
import { defaultRange, reportQuery } from '../../../schemas/reports/query';
import { isIsoDate } from '../../../schemas/core/query';

export interface ReportParams {
  centre: string[];
  batch: string[];
  from: string;
  to: string;
}

export interface ReadParams {
  params: ReportParams;
  /** URL keys left out: not parameters of this report, or values the server would refuse. */
  dropped: string[];
}

const ID_LIST = /^\d{1,9}(,\d{1,9})*$/;
const LIST_KEYS = ['centre', 'batch'] as const;

const declares = (report: ReportSchema, param: ReportParam) => report.params.includes(param);

function idsOf(text: string | null): string[] | null {
  if (text === null || text === '') return [];
  if (text.length > 1000 || !ID_LIST.test(text)) return null;
  return [...new Set(text.split(','))];
}

/** The report's parameters from the URL; missing dates are the last four weeks to `today` (yyyy-MM-dd). */
export function readParams(report: ReportSchema, search: URLSearchParams, today: string): ReadParams {
  const dropped = new Set<string>();
  const known = new Set<string>([...(declares(report, 'dateRange') ? ['from', 'to'] : [])]);
  const params: ReportParams = { centre: [], batch: [], ...defaultRange(today) };
  for (const key of LIST_KEYS) {
    if (!declares(report, key)) continue;
    known.add(key);
    const ids = idsOf(search.get(key));
    if (ids) params[key] = ids;
    else dropped.add(key);
  }
  for (const key of ['from', 'to'] as const) {
    const day = search.get(key);
    if (!known.has(key) || day === null) continue;
    if (isIsoDate(day)) params[key] = day;
    else dropped.add(key);
  }
  for (const key of search.keys()) if (!known.has(key)) dropped.add(key);
  return { params, dropped: [...dropped] };
}

/** The URL's query for the parameters: only the report's own, empty lists left out. */
export function writeParams(report: ReportSchema, params: ReportParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of LIST_KEYS) if (declares(report, key) && params[key].length > 0) out.set(key, params[key].join(','));
  if (declares(report, 'dateRange')) {
    out.set('from', params.from);
    out.set('to', params.to);
  }
  return out;
}

/** The URL's search text, commas kept readable (`centre=1,2`) as people write links. */
export function searchOf(report: ReportSchema, params: ReportParams): string {
  return writeParams(report, params).toString().replace(/%2C/g, ',');
}

/** New centres drop the chosen batches, as the lists' dependent filters do: they may belong to other centres. */
export function withCentres(params: ReportParams, centre: string[]): ReportParams {
  return { ...params, centre, batch: [] };
}

/** What is wrong with the range, for the screen; undefined when it can be asked. */
export function rangeProblem(report: ReportSchema, params: ReportParams): string | undefined {
  if (!declares(report, 'dateRange')) return undefined;
  return params.to < params.from ? 'The end date is before the start date: choose a range that runs forward.' : undefined;
}

/** The query to send, or undefined when the server would refuse it (checked with the server's own rules). */
export function requestQuery(report: ReportSchema, params: ReportParams): Record<string, string> | undefined {
  if (rangeProblem(report, params)) return undefined;
  const query = Object.fromEntries(writeParams(report, params));
  return reportQuery.safeParse(query).success ? query : undefined;
}
