/**
 * Notification times as console-spec §9 gives them: under 60 s 'Seconds ago'; then minutes; hours; days up to 30
 * days; beyond that a date.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const MAX_RELATIVE_DAYS = 30;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function relativeTime(when: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(when);
  if (Number.isNaN(then.getTime())) return '';
  // A clock a little ahead of ours still reads as just now, never as 'in the future'.
  const elapsed = Math.max(0, Number(now) - then.getTime());
  if (elapsed < MINUTE) return 'Seconds ago';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days <= MAX_RELATIVE_DAYS) return plural(days, 'day');
  return dateFormat.format(then);
}
