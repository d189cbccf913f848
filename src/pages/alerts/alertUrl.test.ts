import { describe, expect, it } from 'vitest';
import { readAlertView, rangeParams, writeAlertView } from './alertUrl';

const p = (s: string) => new URLSearchParams(s);

describe('the alert list view in the URL (console-spec §2)', () => {
  it('reads activeTab and isHistoryView, alert by default', () => {
    expect(readAlertView(p(''))).toEqual({ tab: 'alert', suffix: 'list' });
    expect(readAlertView(p('activeTab=escalation&isHistoryView=true'))).toEqual({ tab: 'escalation', suffix: 'history' });
    expect(readAlertView(p('activeTab=nonsense'))).toEqual({ tab: 'alert', suffix: 'list' });
  });

  it('opens the first allowed tab when the asked one is not allowed', () => {
    expect(readAlertView(p('activeTab=alert'), ['escalation'])).toEqual({ tab: 'escalation', suffix: 'list' });
  });

  it('a new tab keeps the date range and starts again at page 1 without the search', () => {
    const next = writeAlertView(p('activeTab=alert&startDate=2026-11-01&endDate=2026-11-20&page=3&search=ptm'), { tab: 'escalation', suffix: 'list' });
    expect(Object.fromEntries(next)).toEqual({ activeTab: 'escalation', startDate: '2026-11-01', endDate: '2026-11-20' });
  });

  it("reads a report link's isHistoryView=all as the all suffix", () => {
    expect(readAlertView(p('activeTab=alert&isHistoryView=all'))).toEqual({ tab: 'alert', suffix: 'all' });
    expect(writeAlertView(p('activeTab=alert'), { tab: 'alert', suffix: 'all' }).toString()).toBe('activeTab=alert&isHistoryView=all');
  });

  it('history on and off', () => {
    expect(writeAlertView(p('activeTab=alert'), { tab: 'alert', suffix: 'history' }).toString()).toBe('activeTab=alert&isHistoryView=true');
    expect(writeAlertView(p('activeTab=alert&isHistoryView=true'), { tab: 'alert', suffix: 'list' }).toString()).toBe('activeTab=alert');
  });

  it('keeps only the range for links between alert screens', () => {
    expect(rangeParams(p('activeTab=alert&startDate=2026-11-01&page=2')).toString()).toBe('startDate=2026-11-01');
  });
});
