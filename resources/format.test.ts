import { dateTime, longDate } from './format';

describe('dates as the console shows them', () => {
  it('a calendar day: 1 Nov 2026, whatever the viewer\'s time zone; other text as it was', () => {
    expect(longDate('2026-11-01')).toBe('1 Nov 2026');
    expect(longDate('2026-12-25')).toBe('25 Dec 2026');
    expect(longDate('next week')).toBe('next week');
  });

  it('a moment: its day and 24-hour time in the viewer\'s zone, from ISO text, epoch ms or a Date; nothing for a bad value', () => {
    const at = new Date(2026, 10, 1, 16, 5);
    expect(dateTime(at)).toBe('1 Nov 2026, 16:05');
    expect(dateTime(at.toISOString())).toBe('1 Nov 2026, 16:05');
    expect(dateTime(at.getTime())).toBe('1 Nov 2026, 16:05');
    expect(dateTime(new Date(2026, 10, 28, 9, 40))).toBe('28 Nov 2026, 09:40');
    expect(dateTime('nope')).toBe('');
    expect(dateTime(null)).toBe('');
  });
});
