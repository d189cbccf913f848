// The marking screen's state as a pure reducer, so the keyboard rules are tested without a browser: arrows move the
// focus, P / A / L mark the focused student and move on (a register is read top to bottom), "All present" fills only
// the gaps (a deliberate Absent must survive it), and the body is built only when every student has a mark, because
// the server refuses a partial roster (ATTENDANCE_MESSAGES.unmarked).
import { MARK_LETTERS, type AttendanceMark } from '../../../schemas/attendance';

export interface MarkedStudent { id: number; enrolmentNo: string; name: string; mark: AttendanceMark | null }
export interface MarkingState { students: MarkedStudent[]; focus: number }

export type MarkingAction =
  | { type: 'load'; students: readonly MarkedStudent[] }
  | { type: 'focus'; index: number }
  | { type: 'move'; by: number }
  | { type: 'set'; index: number; mark: AttendanceMark }
  | { type: 'allPresent' };

export const initialMarking: MarkingState = { students: [], focus: 0 };

const clamp = (i: number, n: number) => Math.max(0, Math.min(n - 1, i));

export function markingReducer(state: MarkingState, action: MarkingAction): MarkingState {
  const n = state.students.length;
  switch (action.type) {
    case 'load': return { students: action.students.map((s) => ({ ...s })), focus: 0 };
    case 'focus': return n ? { ...state, focus: clamp(action.index, n) } : state;
    case 'move': return n ? { ...state, focus: clamp(state.focus + action.by, n) } : state;
    case 'set': {
      if (action.index < 0 || action.index >= n) return state;
      const students = state.students.map((s, i) => (i === action.index ? { ...s, mark: action.mark } : s));
      return { students, focus: action.index };
    }
    case 'allPresent': return { ...state, students: state.students.map((s) => (s.mark ? s : { ...s, mark: 'present' })) };
  }
}

/** What a key does on the table; null when the key is not the screen's (typing elsewhere is left alone). */
export function keyAction(state: MarkingState, key: string): MarkingAction[] | null {
  const n = state.students.length;
  if (n === 0) return null;
  switch (key) {
    case 'ArrowDown': return [{ type: 'move', by: 1 }];
    case 'ArrowUp': return [{ type: 'move', by: -1 }];
    case 'Home': return [{ type: 'focus', index: 0 }];
    case 'End': return [{ type: 'focus', index: n - 1 }];
  }
  const mark = MARK_LETTERS[key.toLowerCase()];
  if (!mark || key.length !== 1) return null;
  return [{ type: 'set', index: state.focus, mark }, { type: 'move', by: 1 }];
}

export interface MarkCounts { present: number; absent: number; late: number; unmarked: number }

export function countMarks(students: readonly MarkedStudent[]): MarkCounts {
  const counts: MarkCounts = { present: 0, absent: 0, late: 0, unmarked: 0 };
  for (const s of students) counts[s.mark ?? 'unmarked'] += 1;
  return counts;
}

/** The PUT body, or null while anyone is unmarked (the server would refuse it). */
export function marksBody(students: readonly MarkedStudent[]): { marks: { studentId: number; mark: AttendanceMark }[] } | null {
  if (students.length === 0 || students.some((s) => !s.mark)) return null;
  return { marks: students.map((s) => ({ studentId: s.id, mark: s.mark! })) };
}

/** "12 present, 1 absent, 0 late, 3 unmarked": the live count. */
export const countsText = (c: MarkCounts) => `${c.present} present, ${c.absent} absent, ${c.late} late, ${c.unmarked} unmarked`;
