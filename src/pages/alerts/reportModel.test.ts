import { describe, expect, it } from 'vitest';
import { bandBars, listUrl, rowsOfBand } from './reportModel';
import type { ReportRow } from './types';

describe('the band chart', () => {
  it('has one bar per band, lowest first, then insufficient data; missing bands count 0', () => {
    const bars = bandBars({ bands: [{ band: 'Transformative', count: 2 }, { band: 'Poor', count: 1 }], insufficientData: 3 });
    expect(bars.map((b) => b.label)).toEqual(['Poor', 'Good', 'Very Good', 'Excellent', 'Extraordinary', 'Transformative', 'Insufficient data']);
    expect(bars.map((b) => b.count)).toEqual([1, 0, 0, 0, 0, 2, 3]);
  });
});

describe('a figure links to the alerts behind it', () => {
  it('resolved alerts of a user in a range open the history view', () => {
    expect(listUrl({ fillPath: 'alert', lastSuffix: 'history', body: { assignedUserId: 7, startDate: '2026-11-01' } })).toBe(
      '/alert-escalation?activeTab=alert&isHistoryView=true&assignedUserId=7&startDate=2026-11-01',
    );
  });
  it('assigned alerts open the all view; open ones the list', () => {
    expect(listUrl({ fillPath: 'alert', lastSuffix: 'all', body: { assignedUserId: 7 } })).toBe('/alert-escalation?activeTab=alert&isHistoryView=all&assignedUserId=7');
    expect(listUrl({ fillPath: 'alert', lastSuffix: 'list', body: {} })).toBe('/alert-escalation?activeTab=alert');
  });
});

describe('rows of a band', () => {
  const row = (key: string, band: ReportRow['band'], insufficientData: boolean) => ({ key, band, insufficientData }) as ReportRow;
  const rows = [row('1', 'Good', false), row('2', null, true), row('3', 'Poor', false)];
  it('filters by band or insufficient data', () => {
    expect(rowsOfBand(rows, 'Good').map((r) => r.key)).toEqual(['1']);
    expect(rowsOfBand(rows, 'Insufficient data').map((r) => r.key)).toEqual(['2']);
    expect(rowsOfBand(rows, null)).toHaveLength(3);
  });
});
