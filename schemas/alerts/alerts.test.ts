import { describe, expect, it } from 'vitest';
import {
  ALERT_EVENTS, ALERT_EVENT_KEYS, ALERT_PAGE_SIZE, DEFAULT_ALERT_FILTER, INSUFFICIENT_DATA_BELOW,
  alertEvent, engagementBand, formatAlertDate, rateAndBand, relativeTime, resolveRate,
} from './index';

describe('relativeTime', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const s = 1000, m = 60 * s, h = 60 * m, d = 24 * h;
  it.each([
    [0, 'Seconds ago'],
    [59 * s, 'Seconds ago'],
    [59 * s + 999, 'Seconds ago'],
    [60 * s, '1 minute ago'],
    [119 * s, '1 minute ago'],
    [2 * m, '2 minutes ago'],
    [59 * m + 59 * s, '59 minutes ago'],
    [h, '1 hour ago'],
    [5 * h, '5 hours ago'],
    [23 * h + 59 * m, '23 hours ago'],
    [d, '1 day ago'],
    [2 * d, '2 days ago'],
    [30 * d, '30 days ago'],
    [30 * d + 23 * h, '30 days ago'],
  ])('%i ms ago → %s', (age, words) => expect(relativeTime(ago(age), now)).toBe(words));
  it('beyond 30 days shows the date', () => {
    expect(relativeTime(ago(31 * d), now)).toBe('25 Oct 2026');
    expect(relativeTime('2026-10-12T12:00:00Z', now)).toBe('12 Oct 2026');
    expect(formatAlertDate(new Date('2025-01-03T12:00:00Z'))).toBe('3 Jan 2025');
  });
  it('a time slightly in the future is Seconds ago; a bad date is empty', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * s), now)).toBe('Seconds ago');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('engagementBand', () => {
  it.each([
    [0, 'Poor'], [39, 'Poor'], [39.9, 'Poor'], [40, 'Good'], [49, 'Good'], [49.9, 'Good'], [50, 'Very Good'], [59, 'Very Good'],
    [59.5, 'Very Good'], [60, 'Excellent'], [74, 'Excellent'], [74.5, 'Excellent'], [75, 'Extraordinary'], [89, 'Extraordinary'],
    [89.5, 'Extraordinary'], [89.9, 'Extraordinary'], [90, 'Transformative'], [100, 'Transformative'],
  ])('%d%% → %s', (rate, band) => expect(engagementBand(rate)).toBe(band));
  it('refuses rates outside 0-100', () => {
    expect(() => engagementBand(-1)).toThrow(RangeError);
    expect(() => engagementBand(100.1)).toThrow(RangeError);
    expect(() => engagementBand(Number.NaN)).toThrow(RangeError);
  });
  it('the rate is rounded to one decimal once and the band is read from that figure', () => {
    expect(resolveRate(0, 0)).toBe(0);
    expect(resolveRate(2, 3)).toBe(66.7);
    expect(resolveRate(899, 1000)).toBe(89.9);
    expect(engagementBand(resolveRate(899, 1000))).toBe('Extraordinary');
    expect(resolveRate(8999, 10000)).toBe(90);
    expect(engagementBand(resolveRate(8999, 10000))).toBe('Transformative');
  });
  it(`says insufficient data under ${INSUFFICIENT_DATA_BELOW} assigned alerts`, () => {
    expect(INSUFFICIENT_DATA_BELOW).toBe(5);
    expect(rateAndBand(4, 4)).toEqual({ resolveRate: 100, band: null, insufficientData: true });
    expect(rateAndBand(5, 5)).toEqual({ resolveRate: 100, band: 'Transformative', insufficientData: false });
    expect(rateAndBand(2, 5)).toEqual({ resolveRate: 40, band: 'Good', insufficientData: false });
  });
});

describe('event keys', () => {
  it('cover §9, with show-more hidden for training not started, training completed and plan accuracy', () => {
    expect(ALERT_EVENT_KEYS).toHaveLength(11);
    const hidden = ALERT_EVENT_KEYS.filter((k) => !ALERT_EVENTS[k].showMore);
    expect(hidden).toEqual(['PLATFORM_TRAINING_NOT_STARTED', 'PLATFORM_TRAINING_COMPLETED', 'PLAN_ACCURACY']);
    for (const k of ALERT_EVENT_KEYS) expect(ALERT_EVENTS[k].key).toBe(k);
  });
  it("'platform training not started' goes to /dashboard", () => {
    expect(ALERT_EVENTS.PLATFORM_TRAINING_NOT_STARTED.link).toBe('/dashboard');
    expect(ALERT_EVENTS.PLATFORM_TRAINING_NOT_STARTED.words).toBe('Platform training not started');
  });
  it('an unknown key renders in its own words without show-more', () => {
    expect(alertEvent('NEW_KIND')).toMatchObject({ words: 'NEW_KIND', showMore: false });
  });
});

describe('page sizes', () => {
  it('list 20 from page 1; the default filter is 5 sorted by priorityLevel', () => {
    expect(ALERT_PAGE_SIZE).toBe(20);
    expect(DEFAULT_ALERT_FILTER).toEqual({ filters: {}, sortBy: 'priorityLevel', pageSize: 5, pageNumber: 1 });
  });
});
