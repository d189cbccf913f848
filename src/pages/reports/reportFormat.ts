// How a report's cells read on screen and in what order, and what its chart draws: pure, so the page stays a view.
import type { ReportColumn, ReportColumnKind, ReportSchema } from '../../../schemas/reports/define';
import { longDate } from '../../../resources/format';

export type Cell = string | number | null;
export type ReportRow = Record<string, Cell>;
export type SortOrder = 'asc' | 'desc';

/** Past this many bars the labels no longer read; the table says it all. */
export const CHART_MAX_ROWS = 40;
export const EMPTY_CELL = '—';

const COUNT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export function formatCell(kind: ReportColumnKind, value: Cell | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  if (kind === 'date') return longDate(String(value));
  if (kind === 'text' || typeof value !== 'number') return String(value);
  if (kind === 'percent') return `${value.toFixed(1)} %`;
  if (kind === 'hours') return value.toFixed(2);
  return COUNT.format(value);
}

const TEXT_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compare(a: Cell | undefined, b: Cell | undefined): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return TEXT_ORDER.compare(String(a), String(b));
}

/** Sorted by one column; empty cells last in either order (they say nothing, whichever way one reads). */
export function sortRows(rows: readonly ReportRow[], key: string, order: SortOrder): ReportRow[] {
  const sign = order === 'asc' ? 1 : -1;
  const empty = (v: Cell | undefined) => v === null || v === undefined || v === '';
  return [...rows].sort((x, y) => {
    const a = x[key];
    const b = y[key];
    if (empty(a) || empty(b)) return Number(empty(a)) - Number(empty(b));
    return sign * compare(a, b);
  });
}

const AXIS_LABEL: Readonly<Record<ReportColumnKind, string>> = { percent: 'Percent (%)', hours: 'Hours', number: 'Count', text: '', date: '' };

/** Text and dates read from the left, figures from the right. */
export const isTextual = (kind: ReportColumnKind): boolean => kind === 'text' || kind === 'date';

export interface ChartModel {
  title: string;
  categoryLabel: string;
  categories: string[];
  series: { key: string; label: string; data: (number | null)[] }[];
  valueKind: ReportColumnKind;
  axisLabel: string;
}

/** The report's chart for these rows; undefined when it declares none or there are no rows. */
export function chartModel(report: ReportSchema, rows: readonly ReportRow[]): ChartModel | undefined {
  const chart = report.chart;
  if (!chart || rows.length === 0) return undefined;
  const column = (key: string) => report.columns.find((c) => c.key === key) as ReportColumn;
  const series = chart.series.map(column);
  // Declared charts draw one kind of figure each; a mix would need two axes, so the first kind names the axis.
  const valueKind = series[0].kind;
  return {
    title: chart.title,
    categoryLabel: column(chart.category).label,
    categories: rows.map((r) => formatCell(column(chart.category).kind, r[chart.category])),
    series: series.map((c) => ({ key: c.key, label: c.label, data: rows.map((r) => (typeof r[c.key] === 'number' ? (r[c.key] as number) : null)) })),
    valueKind,
    axisLabel: AXIS_LABEL[valueKind],
  };
}
