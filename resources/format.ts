// A calendar date as the console shows one everywhere (7 Dec 2026): lists, the week view, the reports. Anything that
// is not a yyyy-MM-dd date comes back as it was.
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function longDate(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? DAY.format(new Date(`${iso}T00:00:00Z`)) : iso;
}

// A moment (a timestamp) as the console shows one everywhere: its day as above, then the time on the 24-hour clock,
// both in the viewer's own time zone: 28 Nov 2026, 16:05 (the upload and exam histories, the alerts, the audit log).
const MOMENT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '28 Nov 2026, 16:05' for a timestamp (ISO text, epoch ms or a Date); '' for anything that is not one. */
export function dateTime(value: unknown): string {
  const d = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value ?? ''));
  return Number.isNaN(d.getTime()) ? '' : MOMENT.format(d);
}
