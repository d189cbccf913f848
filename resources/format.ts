// A calendar date as the console shows one everywhere (7 Dec 2026): lists, the week view, the reports. Anything that
// is not a yyyy-MM-dd date comes back as it was.
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function longDate(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? DAY.format(new Date(`${iso}T00:00:00Z`)) : iso;
}
