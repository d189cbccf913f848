// The marking screen's controller (DESIGN: controller and view apart): the class's roster loaded into the pure
// reducer (markingState.ts), the keyboard wired to it, and Save: one PUT of every student, only once none is
// unmarked. A class the server will not mark (cancelled, not begun) shows the server's words instead of the table.
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ATTENDANCE_MESSAGES, type AttendanceMark } from '../../../schemas/attendance';
import type { AttendanceRoster } from '../../../schemas/api/attendance';
import { HttpError } from '../../api/errors';
import { toastSuccess } from '../../shell/feedback';
import { useAttendanceApi } from './attendanceApi';
import { countMarks, initialMarking, keyAction, markingReducer, marksBody } from './markingState';

export const MARKING_TEXT = {
  loadFailed: 'Unable to open this class. It may be outside your centres, or no longer in the time table.',
  saveFailed: 'Unable to save the attendance. Please try again.',
  noStudents: 'This class\'s batch has no active students to mark.',
  success: 'Success',
} as const;

/** The server's refusals that mean the class cannot be marked at all: the table gives way to the message. */
const CLOSED = new Set<string>([ATTENDANCE_MESSAGES.notYet, ATTENDANCE_MESSAGES.cancelled]);
const messageOf = (err: unknown, fallback: string) => (err instanceof HttpError && err.status === 422 && err.message ? err.message : fallback);

export function useMarking(classId: number, onSaved: () => void) {
  const api = useAttendanceApi();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(markingReducer, initialMarking);
  const [info, setInfo] = useState<AttendanceRoster['class'] | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadFailed, setLoadFailed] = useState(false);
  const [closed, setClosed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setLoading(true);
    api.roster(classId).then((roster) => {
      if (!live) return;
      setInfo(roster.class);
      dispatch({ type: 'load', students: roster.students });
      if (roster.class.status !== 'active') setClosed(ATTENDANCE_MESSAGES.cancelled);
    }).catch(() => live && setLoadFailed(true)).finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [api, classId]);

  /** A key on the table; true when it was the screen's, so the view stops the browser's own use of it. */
  const onKey = useCallback((key: string): boolean => {
    const actions = saving ? null : keyAction(state, key);
    actions?.forEach(dispatch);
    return !!actions;
  }, [saving, state]);

  async function save() {
    const body = marksBody(state.students);
    if (!body || saving) return;
    setSaving(true);
    setError(null);
    try {
      const message = await api.saveMarks(classId, body);
      await queryClient.invalidateQueries({ queryKey: ['resource-list'] });
      toastSuccess(MARKING_TEXT.success, message || ATTENDANCE_MESSAGES.saved);
      onSaved();
    } catch (err) {
      const message = messageOf(err, MARKING_TEXT.saveFailed);
      if (CLOSED.has(message)) setClosed(message);
      else setError(message);
    } finally {
      setSaving(false);
    }
  }

  const counts = countMarks(state.students);
  return {
    info, students: state.students, focus: state.focus, counts, loading, loadFailed, closed, saving, error,
    /** Why Save is held, in the server's own words; null once every student has a mark. */
    holdReason: counts.unmarked > 0 ? ATTENDANCE_MESSAGES.unmarked(counts.unmarked) : null,
    onKey, save,
    setMark: (index: number, mark: AttendanceMark) => dispatch({ type: 'set', index, mark }),
    focusRow: (index: number) => dispatch({ type: 'focus', index }),
    allPresent: () => dispatch({ type: 'allPresent' }),
  };
}

export type MarkingController = ReturnType<typeof useMarking>;
