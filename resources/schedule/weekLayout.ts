// The week view's arithmetic, pure: weeks as Monday dates (yyyy-mm-dd, computed in UTC so no time zone shifts a day),
// the hour axis that fits the week's records, and where each record's block sits: its day, its top and height from
// its start and end, and side by side with the records whose spans overlap it.
import type { ScheduleSpec } from '../../schemas';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The hours a school day usually spans; a week with earlier or later records widens it. */
export const DEFAULT_AXIS = { from: 7 * 60, to: 21 * 60 } as const;

type Row = Record<string, unknown>;

export interface Axis {
  /** Minutes after midnight, whole hours. */
  from: number;
  to: number;
}

export interface Block {
  row: Row;
  /** 0 (Monday) to 6 (Sunday). */
  day: number;
  start: number;
  end: number;
  /** Its lane among the overlapping records of its day, and how many lanes they need. */
  lane: number;
  lanes: number;
  /** A block standing for the records that did not fit beside the others (MAX_LANES): those records, by start. */
  more?: Row[];
}

/**
 * The lanes a day's overlapping records get at most: a day column is some 130 px wide at 1280 px, and a third lane
 * leaves a block of three letters (an organisation's 60 batches at 09:00 were one solid band of slivers). Beyond, the
 * last lane holds one "+N more" block for the rest.
 */
export const MAX_LANES = 2;

export const isIsoDate = (value: string | null | undefined): value is string =>
  typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const fromDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number): string => fromDay(toDay(iso) + days * DAY_MS);

/** The Monday of the week holding `iso`. */
export function mondayOf(iso: string): string {
  const weekday = (new Date(toDay(iso)).getUTCDay() + 6) % 7;
  return addDays(iso, -weekday);
}

/** Today as the user's calendar has it, in yyyy-mm-dd. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const weekDates = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** 'HH:mm' as minutes after midnight; NaN for anything else. */
export function toMinutes(time: unknown): number {
  const match = typeof time === 'string' ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

export const formatMinutes = (m: number): string => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The default axis, widened to whole hours around every block. */
export function axisFor(blocks: readonly Pick<Block, 'start' | 'end'>[]): Axis {
  let { from, to } = DEFAULT_AXIS as Axis;
  for (const b of blocks) {
    from = Math.min(from, Math.floor(b.start / 60) * 60);
    to = Math.max(to, Math.ceil(b.end / 60) * 60);
  }
  return { from: Math.max(0, from), to: Math.min(24 * 60, to) };
}

type Laned<T> = T & { lane: number; lanes: number; group: number };

/**
 * Lanes for one day's blocks: a group of blocks linked by overlaps (`group`, numbered from 0) shares its lane count,
 * each block the first free lane.
 */
export function assignLanes<T extends { start: number; end: number }>(items: readonly T[]): Laned<T>[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Laned<T>[] = [];
  let group: Laned<T>[] = [];
  let laneEnds: number[] = [];
  let groups = 0;
  const close = () => {
    group.forEach((g) => { g.lanes = laneEnds.length; });
    if (group.length > 0) groups += 1;
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (group.length > 0 && item.start >= Math.max(...laneEnds)) close();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) lane = laneEnds.push(item.end) - 1;
    else laneEnds[lane] = item.end;
    const placed = { ...item, lane, lanes: 1, group: groups };
    group.push(placed);
    out.push(placed);
  }
  close();
  return out;
}

/** The week's rows as blocks, by the schedule's date, start and end fields; rows outside the week or unreadable are left out. */
export function layoutWeek(rows: readonly Row[], schedule: Pick<ScheduleSpec, 'date' | 'start' | 'end'>, monday: string): Block[] {
  const dates = weekDates(monday);
  const byDay = dates.map(() => [] as Omit<Block, 'lane' | 'lanes'>[]);
  for (const row of rows) {
    const day = dates.indexOf(String(row[schedule.date] ?? '').slice(0, 10));
    const start = toMinutes(row[schedule.start]);
    const end = toMinutes(row[schedule.end]);
    if (day < 0 || Number.isNaN(start) || Number.isNaN(end)) continue;
    byDay[day].push({ row, day, start, end: Math.max(end, start + 15) });
  }
  return byDay.flatMap((items) => capLanes(assignLanes(items)));
}

/** A day's blocks with no overlap group wider than MAX_LANES: the records past the last lane but one become one block. */
export function capLanes(blocks: readonly Laned<Omit<Block, 'lane' | 'lanes'>>[]): Block[] {
  const out: Block[] = [];
  const rest = new Map<number, Block[]>();
  for (const { group, ...b } of blocks) {
    if (b.lanes <= MAX_LANES) out.push(b);
    else if (b.lane < MAX_LANES - 1) out.push({ ...b, lanes: MAX_LANES });
    else if (rest.has(group)) rest.get(group)!.push(b);
    else rest.set(group, [b]);
  }
  for (const hidden of rest.values()) {
    const [first] = hidden;
    out.push({
      row: { id: `more-${first.day}-${first.start}` }, day: first.day, lane: MAX_LANES - 1, lanes: MAX_LANES,
      start: first.start, end: Math.max(...hidden.map((b) => b.end)), more: hidden.map((b) => b.row),
    });
  }
  return out;
}
