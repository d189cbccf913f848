import { describe, expect, it } from 'vitest';
import { readWeekState, weekFilters, writeWeekState } from './weekUrl';
import { addDays, assignLanes, axisFor, isIsoDate, layoutWeek, localToday, mondayOf, toMinutes, weekDates } from './weekLayout';

const SPEC = { date: 'classDate', start: 'startTime', end: 'endTime' };

describe('weeks', () => {
  it.each([
    ['2026-12-07', '2026-12-07'], // a Monday is its own week
    ['2026-12-13', '2026-12-07'], // Sunday ends the week begun on Monday
    ['2026-12-10', '2026-12-07'],
    ['2027-01-01', '2026-12-28'], // across a year
    ['2028-03-01', '2028-02-28'], // across a leap day
  ])('the week of %s begins on %s', (date, monday) => expect(mondayOf(date)).toBe(monday));

  it('adds days across months and lists the seven dates of a week', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-12-07', -7)).toBe('2026-11-30');
    expect(weekDates('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it.each([
    ['2026-12-07', true], ['2026-02-30', true /* Date.parse rolls it over; the server decides */], ['2026-1-7', false], ['', false], [null, false], ['x', false],
  ] as const)('isIsoDate(%s) is %s', (value, ok) => expect(isIsoDate(value)).toBe(ok));

  it('reads today from the local calendar', () => expect(localToday(new Date(2026, 11, 7, 23, 30))).toBe('2026-12-07'));
});

describe('times', () => {
  it.each([['09:00', 540], ['9:05', 545], ['21:30', 1290], ['09:00:00', 540], ['', Number.NaN], [undefined, Number.NaN]])(
    'toMinutes(%s) = %s', (time, minutes) => expect(toMinutes(time)).toBe(minutes));

  it.each([
    ['no blocks: the default day', [], { from: 420, to: 1260 }],
    ['an early start widens to its hour', [{ start: 390, end: 450 }], { from: 360, to: 1260 }],
    ['a late end widens to the next hour', [{ start: 1200, end: 1290 }], { from: 420, to: 1320 }],
  ])('axis: %s', (_name, blocks, axis) => expect(axisFor(blocks)).toEqual(axis));
});

describe('lanes', () => {
  const lanes = (spans: [number, number][]) => assignLanes(spans.map(([start, end]) => ({ start, end }))).map((b) => [b.start, b.lane, b.lanes]);
  it.each([
    ['one block', [[540, 630]], [[540, 0, 1]]],
    ['back to back share a lane', [[540, 600], [600, 660]], [[540, 0, 1], [600, 0, 1]]],
    ['two overlapping side by side', [[540, 630], [600, 690]], [[540, 0, 2], [600, 1, 2]]],
    ['three at once', [[540, 600], [540, 600], [540, 600]], [[540, 0, 3], [540, 1, 3], [540, 2, 3]]],
    ['a freed lane is reused, the group keeps its width', [[540, 720], [540, 600], [600, 660]], [[540, 0, 2], [540, 1, 2], [600, 1, 2]]],
    ['separate groups get their own widths', [[540, 600], [560, 620], [700, 760]], [[540, 0, 2], [560, 1, 2], [700, 0, 1]]],
  ] as [string, [number, number][], number[][]][])('%s', (_name, spans, expected) => expect(lanes(spans)).toEqual(expected));
});

describe('layoutWeek', () => {
  const row = (id: number, classDate: string, startTime: string, endTime: string) => ({ id, classDate, startTime, endTime });
  it('places rows by day and time, leaving out other weeks and unreadable times', () => {
    const blocks = layoutWeek([
      row(1, '2026-12-07', '09:00', '10:30'), row(2, '2026-12-07', '10:00', '11:00'), row(3, '2026-12-13', '18:00', '19:00'),
      row(4, '2026-12-14', '09:00', '10:00'), row(5, '2026-12-08', 'soon', '10:00'),
    ], SPEC, '2026-12-07');
    expect(blocks.map((b) => [b.row.id, b.day, b.start, b.end, b.lane, b.lanes])).toEqual([
      [1, 0, 540, 630, 0, 2], [2, 0, 600, 660, 1, 2], [3, 6, 1080, 1140, 0, 1],
    ]);
  });
  it('shows at most two lanes: past the first, the overlapping records are one block that lists them', () => {
    const rows = [1, 2, 3, 4, 5].map((id) => row(id, '2026-12-08', id === 5 ? '09:30' : '09:00', '10:00'));
    const blocks = layoutWeek([...rows, row(6, '2026-12-08', '11:00', '12:00')], SPEC, '2026-12-07');
    expect(blocks.map((b) => [b.row.id, b.start, b.end, b.lane, b.lanes, b.more?.map((r) => r.id)])).toEqual([
      [1, 540, 600, 0, 2, undefined], [6, 660, 720, 0, 1, undefined], ['more-1-540', 540, 600, 1, 2, [2, 3, 4, 5]],
    ]);
    // Two side by side still fit: no block stands for them.
    expect(layoutWeek(rows.slice(0, 2), SPEC, '2026-12-07').map((b) => [b.lane, b.lanes, b.more])).toEqual([[0, 2, undefined], [1, 2, undefined]]);
  });
  it('gives a block that ends at or before its start a visible quarter hour', () => {
    expect(layoutWeek([row(1, '2026-12-08', '09:00', '09:00')], SPEC, '2026-12-07')[0]).toMatchObject({ start: 540, end: 555 });
  });
});

describe('week URL state', () => {
  const read = (search: string) => readWeekState(new URLSearchParams(search), { by: ['centre', 'batch', 'faculty'] }, '2026-12-10');
  it.each([
    ['nothing: this week, everything', '', { monday: '2026-12-07', by: '', values: [] }],
    ['a date inside a week opens its Monday', 'week=2027-01-01', { monday: '2026-12-28', by: '', values: [] }],
    ['a show-by choice and its ids', 'week=2026-12-14&by=batch&values=3,9', { monday: '2026-12-14', by: 'batch', values: ['3', '9'] }],
    ['an unknown show-by key drops its values', 'by=room&values=3', { monday: '2026-12-07', by: '', values: [] }],
    ['ids that are not numbers are dropped', 'by=centre&values=1,x,,2', { monday: '2026-12-07', by: 'centre', values: ['1', '2'] }],
    ['a broken week is this week', 'week=soon', { monday: '2026-12-07', by: '', values: [] }],
  ])('%s', (_name, search, state) => expect(read(search)).toEqual(state));

  it('writes the state beside the list parameters and gives the call its filter', () => {
    const state = { monday: '2026-12-14', by: 'faculty', values: ['7'] };
    expect(writeWeekState(new URLSearchParams('filter=%7B%7D&by=centre&values=1'), state).toString()).toBe('filter=%7B%7D&by=faculty&values=7&week=2026-12-14');
    expect(writeWeekState(new URLSearchParams('by=centre&values=1'), { ...state, by: '' }).toString()).toBe('week=2026-12-14');
    expect(weekFilters(state)).toEqual({ faculty: '7' });
    expect(weekFilters({ ...state, values: [] })).toEqual({});
  });
});
