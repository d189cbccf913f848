import { describe, expect, it } from 'vitest';
import { reportByKey } from '../../../schemas/reports/operations';
import { chartModel, formatCell, sortRows, type ReportRow } from './reportFormat';

describe('cells formatted by their kind', () => {
  it.each([
    ['percent', 72.5, '72.5 %'],
    ['percent', 100, '100.0 %'],
    ['percent', 0, '0.0 %'],
    ['hours', 12.5, '12.50'],
    ['hours', 1.236, '1.24'],
    ['number', 12, '12'],
    ['number', 12345, '12,345'],
    ['number', 23.456, '23.46'],
    ['text', 'JEE 11 A', 'JEE 11 A'],
    // A week of the weekly closure report reads as every other date of the console, not as its ISO text.
    ['date', '2026-11-23', '23 Nov 2026'],
    ['date', null, '—'],
    ['number', null, '—'],
    ['percent', null, '—'],
    ['text', '', '—'],
    ['hours', undefined, '—'],
  ] as const)('%s %s reads %s', (kind, value, text) => {
    expect(formatCell(kind, value)).toBe(text);
  });
});

describe('rows sorted by a column', () => {
  const rows: ReportRow[] = [
    { batch: 'B10', n: 5 }, { batch: 'B2', n: null }, { batch: 'B1', n: 12 }, { batch: null, n: 1 },
  ];
  it.each([
    ['numbers up, empty last', 'n', 'asc', [1, 5, 12, null]],
    ['numbers down, empty still last', 'n', 'desc', [12, 5, 1, null]],
  ] as const)('%s', (_what, key, order, expected) => {
    expect(sortRows(rows, key, order).map((r) => r[key])).toEqual(expected);
  });
  it.each([
    ['text in natural order', 'asc', ['B1', 'B2', 'B10', null]],
    ['text reversed, empty last', 'desc', ['B10', 'B2', 'B1', null]],
  ] as const)('%s', (_what, order, expected) => {
    expect(sortRows(rows, 'batch', order).map((r) => r.batch)).toEqual(expected);
  });
});

describe('the chart of a report', () => {
  const tta = reportByKey('time-table-and-attendance-report')!;
  it('one series per declared column, the category axis from its column, a percent axis labelled', () => {
    const model = chartModel(tta, [{ batch: 'A', markedPercent: 50, attendancePercent: null }, { batch: null, markedPercent: 75, attendancePercent: 80 }]);
    expect(model).toMatchObject({
      categoryLabel: 'Batch', categories: ['A', '—'], valueKind: 'percent', axisLabel: 'Percent (%)',
      series: [{ key: 'markedPercent', label: 'Marked %', data: [50, 75] }, { key: 'attendancePercent', label: 'Attendance %', data: [null, 80] }],
    });
  });
  it('none without rows or without a declared chart', () => {
    expect(chartModel(tta, [])).toBeUndefined();
    expect(chartModel(reportByKey('weekly-closure-report')!, [{ week: '2026-03-02' }])).toBeUndefined();
  });
});
