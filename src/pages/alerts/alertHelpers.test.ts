import { describe, expect, it } from 'vitest';
import { priorityLabel, serialNumber } from './alertColumns';
import { dateTime } from '../../../resources/format';
import { toDate, toDay } from '../../../resources/list/DateRangePickers';
import { tabOrder } from './AlertEscalationPage';
import { ruleText } from './AlertConfigPage';
import { actionPath } from './AlertDetailDrawer';

describe('alert list cells', () => {
  it('S. No. counts across pages of 20', () => {
    expect(serialNumber(0, 1, 20)).toBe(1);
    expect(serialNumber(0, 2, 20)).toBe(21);
    expect(serialNumber(19, 3, 20)).toBe(60);
  });
  it('names priorities, and shows an unknown one as it is', () => {
    expect(priorityLabel(1)).toBe('Critical');
    expect(priorityLabel('3')).toBe('Medium');
    expect(priorityLabel(9)).toBe('Priority 9');
  });
  it('gives the full date beside a relative time, nothing for a bad one', () => {
    expect(dateTime('2026-11-25T09:40:00Z')).toMatch(/^25 Nov 2026, \d{2}:\d{2}$/);
    expect(dateTime('nope')).toBe('');
  });
});

describe('the date pickers keep yyyy-MM-dd', () => {
  it('round-trips a day and refuses bad text', () => {
    expect(toDay(toDate('2026-11-05'))).toBe('2026-11-05');
    expect(toDate('2026-13-40')).toBeNull();
    expect(toDate(undefined)).toBeNull();
    expect(toDay(null)).toBeUndefined();
    expect(toDay(new Date(Number.NaN))).toBeUndefined();
  });
});

describe('where an alert leads', () => {
  it("'platform training not started' goes to /dashboard; others to the server's in-app link or the event's own", () => {
    expect(actionPath('PLATFORM_TRAINING_NOT_STARTED', '/somewhere')).toBe('/dashboard');
    expect(actionPath('MARK_ATTENDANCE', '/attendance?batch=3')).toBe('/attendance?batch=3');
    expect(actionPath('MARK_ATTENDANCE', 'https://evil.example')).toBe('/attendance');
    expect(actionPath('MARK_ATTENDANCE', '//evil.example')).toBe('/attendance');
  });
});

describe('tabs and rules', () => {
  it('the escalation-only role starts on escalations', () => {
    expect(tabOrder('Escalation')).toEqual(['escalation', 'alert']);
    expect(tabOrder('AO (All)')).toEqual(['alert', 'escalation']);
  });
  it('says an escalation rule in words', () => {
    expect(ruleText({ level: 2, trigger: 'notResolved', afterHours: 48 })).toBe('Level 2 (Organisation admin): not resolved after 48 h');
  });
});
