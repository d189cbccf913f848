import type { AttendanceMark } from '../../../schemas/attendance';
import { countMarks, countsText, keyAction, markingReducer, marksBody, type MarkingState } from './markingState';

const roster = (marks: (AttendanceMark | null)[], focus = 0): MarkingState => ({
  students: marks.map((mark, i) => ({ id: i + 1, enrolmentNo: `E${i + 1}`, name: `S${i + 1}`, mark })), focus,
});
const press = (state: MarkingState, ...keys: string[]) =>
  keys.reduce((s, key) => (keyAction(s, key) ?? []).reduce(markingReducer, s), state);
const marks = (s: MarkingState) => s.students.map((x) => x.mark);

describe('marking keyboard', () => {
  it.each([
    ['ArrowDown moves to the next student', [null, null, null], 0, ['ArrowDown'], 1, [null, null, null]],
    ['ArrowDown stops at the last', [null, null], 1, ['ArrowDown'], 1, [null, null]],
    ['ArrowUp stops at the first', [null, null], 0, ['ArrowUp'], 0, [null, null]],
    ['End and Home jump', [null, null, null], 1, ['End'], 2, [null, null, null]],
    ['P marks present and moves on', [null, null], 0, ['p'], 1, ['present', null]],
    ['A (capital) marks absent and moves on', [null, null], 0, ['A'], 1, ['absent', null]],
    ['L marks late; on the last it stays', [null, null], 1, ['l'], 1, [null, 'late']],
    ['a second letter changes a mark', ['present', null], 0, ['a'], 1, ['absent', null]],
    ['a register read top to bottom', [null, null, null], 0, ['p', 'a', 'l'], 2, ['present', 'absent', 'late']],
    ['ArrowDown then A marks the second', ['present', 'present'], 0, ['ArrowDown', 'a'], 1, ['present', 'absent']],
    ['other keys do nothing', [null], 0, ['x', 'Enter', 'pa'], 0, [null]],
  ] as const)('%s', (_name, start, focus, keys, focusAfter, after) => {
    const s = press(roster([...start], focus), ...keys);
    expect(s.focus).toBe(focusAfter);
    expect(marks(s)).toEqual(after);
  });

  it('leaves a key alone on an empty roster', () => {
    expect(keyAction(roster([]), 'p')).toBeNull();
  });
});

describe('all present, counts and the body', () => {
  it.each([
    [[null, null], ['present', 'present']],
    [['absent', null, 'late'], ['absent', 'present', 'late']],
    [[], []],
  ] as const)('All present fills only the gaps of %j', (start, after) => {
    expect(marks(markingReducer(roster([...start]), { type: 'allPresent' }))).toEqual(after);
  });

  it.each([
    [[], { present: 0, absent: 0, late: 0, unmarked: 0 }],
    [['present', 'absent', 'late', null, 'present'], { present: 2, absent: 1, late: 1, unmarked: 1 }],
  ] as const)('counts %j', (start, counts) => {
    expect(countMarks(roster([...start]).students)).toEqual(counts);
  });

  it('writes the live count in words', () => {
    expect(countsText({ present: 3, absent: 1, late: 0, unmarked: 2 })).toBe('3 present, 1 absent, 0 late, 2 unmarked');
  });

  it.each([
    [[], null],
    [['present', null], null],
    [['present', 'late'], { marks: [{ studentId: 1, mark: 'present' }, { studentId: 2, mark: 'late' }] }],
  ] as const)('body of %j', (start, body) => {
    expect(marksBody(roster([...start]).students)).toEqual(body);
  });

  it('load starts at the first student, a click focuses, a set out of range is ignored', () => {
    const loaded = markingReducer(roster(['late'], 0), { type: 'load', students: roster([null, null]).students });
    expect(loaded).toEqual(roster([null, null], 0));
    expect(markingReducer(loaded, { type: 'focus', index: 5 }).focus).toBe(1);
    expect(markingReducer(loaded, { type: 'set', index: 9, mark: 'present' })).toBe(loaded);
  });
});
