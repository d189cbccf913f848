// Issue 28 item 6: one table of where people wait, each figure as a ratio to its floor or peer measured in the same
// run (or against its own target where the issue sets a time or a size), with the target and an ok/over column, so
// a regression shows at a glance. Groups add their verdicts as they measure; run.ts prints the table last.
import { printTable } from './util.js';

export interface Verdict {
  /** The item: "1 list cold load", "4 short searches"... */
  item: string;
  measure: string;
  engine?: 'postgres' | 'pglite' | 'chromium';
  /** What was measured and what it is measured against: "1.9 s against 1.4 s". */
  figure: string;
  /** The figure the target bounds, as shown: "1.36×", "171 ms". */
  value: string;
  target: string;
  ok: boolean;
}

const verdicts: Verdict[] = [];

export function addVerdict(v: Verdict): void {
  verdicts.push(v);
}

/** A verdict on a number that must stay at most (`max`) or at least (`min`) a bound, shown with its unit. */
export function boundVerdict(v: Omit<Verdict, 'value' | 'target' | 'ok'> & { value: number; unit: '×' | 'ms' | 'KB' | 'req/s'; max?: number; min?: number }): void {
  const show = (n: number) => (v.unit === '×' ? `${n.toFixed(2)}×` : `${n.toFixed(0)} ${v.unit}`);
  const ok = (v.max === undefined || v.value <= v.max) && (v.min === undefined || v.value >= v.min);
  addVerdict({ ...v, value: show(v.value), target: v.max !== undefined ? `≤ ${show(v.max)}` : `≥ ${show(v.min!)}`, ok });
}

/** A group's own table row of issue 28 figures: what was measured, against what, and whether it meets its target. */
export interface SummaryRow { measure: string; value: string; peer: string; ratio: string; target: string; ok: boolean }

/** Prints a group's rows as its own table and adds those with a target to the verdicts. */
export function reportRows(title: string, item: string, engine: Verdict['engine'], rows: SummaryRow[]): void {
  printTable(title, rows.map((r) => ({ ...r, ok: r.ok ? 'ok' : 'over' })));
  for (const r of rows.filter((x) => x.target)) {
    addVerdict({ item, measure: r.measure, engine, figure: [r.value, r.peer].filter(Boolean).join(' against '), value: r.ratio || r.value, target: r.target, ok: r.ok });
  }
}

/** The table of every verdict added in this run, sorted by item; nothing when no group added one. */
export function printVerdicts(): void {
  if (verdicts.length === 0) return;
  const rows = [...verdicts].sort((a, b) => a.item.localeCompare(b.item, 'en', { numeric: true })).map((v) => ({
    item: v.item, measure: v.measure, engine: v.engine ?? '-', figure: v.figure, value: v.value, target: v.target, '': v.ok ? 'ok' : 'OVER',
  }));
  const over = rows.filter((r) => r[''] === 'OVER').length;
  printTable(`Issue 28: where people wait, against floors, peers and targets (${rows.length - over} ok, ${over} over)`, rows);
}
