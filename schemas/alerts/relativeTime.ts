// console-spec §9: relative time of an alert. Under 60 s 'Seconds ago'; then minutes, hours, days up to 30 days;
// beyond that the date ('12 Oct 2026'). Pure: `now` is passed in, so tests and the server pin the clock.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Up to and including 30 whole days the age is shown in days. */
export const RELATIVE_DAYS_LIMIT = 30;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * '12 Oct 2026': the viewer's own day, as every moment of the console reads (resources/format.ts dateTime). It was
 * UTC's, so an alert of 00:30 in India read as the day before, beside a full date that said otherwise.
 */
const VIEWER_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
export function formatAlertDate(date: Date): string {
  return VIEWER_DAY.format(date);
}

/**
 * A moment (ISO text, epoch ms or a Date, as resources/format.ts dateTime takes one) → its age in words; '' for
 * anything that is not one, so a grid cell passes its value as it is. A time slightly ahead of `now` (clock skew) is
 * 'Seconds ago'.
 */
export function relativeTime(date: unknown, now: Date | number = Date.now()): string {
  const at = date instanceof Date ? date : new Date(typeof date === 'number' ? date : String(date ?? ''));
  if (Number.isNaN(at.getTime())) return '';
  const age = Math.max(0, Number(now) - at.getTime());
  if (age < MINUTE) return 'Seconds ago';
  if (age < HOUR) return plural(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return plural(Math.floor(age / HOUR), 'hour');
  const days = Math.floor(age / DAY);
  if (days <= RELATIVE_DAYS_LIMIT) return plural(days, 'day');
  return formatAlertDate(at);
}
