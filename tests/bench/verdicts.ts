// Issue 28 item 6: one table of where people wait, each figure as a ratio to its floor or peer measured in the same
// run (or against its own target where the issue sets a time), with the target and an ok/over column, so a
// regression shows at a glance. Groups add their verdicts as they measure; run.ts prints the table last.
import { printTable } from './util.js';

export interface Verdict {
  /** The item: "1 list cold load", "4 short searches"... */
  item: string;
  measure: string;
  engine?: 'postgres' | 'pglite' | 'chromium';
  /** What was measured and what it is measured against, as shown: "171 ms p95", "1.9 s against 1.4 s". */
  figure: string;
  /** The ratio or value the target bounds. */
  value: number;
  /** `value` must be at most (`max`) or at least (`min`) this. */
  max?: number;
  min?: number;
  unit?: '×' | 'ms' | 'KB';
}

const verdicts: Verdict[] = [];

export function addVerdict(v: Verdict): void {
  verdicts.push(v);
}

const show = (n: number, unit: Verdict['unit']) => (unit === '×' ? `${n.toFixed(2)}×` : `${n.toFixed(0)} ${unit ?? ''}`.trim());

export const verdictOk = (v: Verdict): boolean => (v.max === undefined || v.value <= v.max) && (v.min === undefined || v.value >= v.min);

/** The table of every verdict added in this run, sorted by item; nothing when no group added one. */
export function printVerdicts(): void {
  if (verdicts.length === 0) return;
  const rows = [...verdicts].sort((a, b) => a.item.localeCompare(b.item, 'en', { numeric: true })).map((v) => ({
    item: v.item, measure: v.measure, engine: v.engine ?? '-', figure: v.figure,
    value: show(v.value, v.unit),
    target: v.max !== undefined ? `≤ ${show(v.max, v.unit)}` : `≥ ${show(v.min!, v.unit)}`,
    '': verdictOk(v) ? 'ok' : 'OVER',
  }));
  const over = rows.filter((r) => r[''] === 'OVER').length;
  printTable(`Issue 28: where people wait, against floors, peers and targets (${rows.length - over} ok, ${over} over)`, rows);
}
