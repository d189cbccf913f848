import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = new Date('2025-06-30T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime (console-spec §9)', () => {
  it.each([
    [0, 'Seconds ago'],
    [59 * S, 'Seconds ago'],
    [60 * S, '1 minute ago'],
    [59 * M, '59 minutes ago'],
    [H, '1 hour ago'],
    [23 * H + 59 * M, '23 hours ago'],
    [D, '1 day ago'],
    [30 * D, '30 days ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it('gives a date beyond 30 days', () => {
    expect(relativeTime(ago(31 * D), now)).toBe('30 May 2025');
  });

  it('reads a time slightly in the future as just now and a bad value as nothing', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * S), now)).toBe('Seconds ago');
    expect(relativeTime('not a date', now)).toBe('');
    // A grid cell's value as it is: nothing for an empty cell (not 1970's date), epoch ms read as a moment.
    expect(relativeTime(null, now)).toBe('');
    expect(relativeTime(undefined, now)).toBe('');
    expect(relativeTime(now.getTime() - 2 * M, now)).toBe('2 minutes ago');
  });
});
