// The PTM attendance dialog's controller: the meeting's attendees as checkboxes (who came), saved in one PATCH
// with every attendee kind the meeting has, so the server never sees a partial answer.
import { useCallback, useState } from 'react';
import type { PtmScheduleRow } from '../../../schemas/api';
import { HttpError } from '../../api/errors';
import { toastSuccess } from '../../shell/feedback';
import { UPLOAD_TEXT } from '../uploads/messages';
import { usePtmAttendanceApi, type PtmAttended } from './ptmAttendanceApi';

export const PTM_ATTENDANCE_TEXT = {
  title: 'Mark attendance',
  saved: 'Attendance saved',
  saveFailed: 'Unable to save the attendance. Please try again.',
} as const;

type Attendee = PtmScheduleRow['attendees'][number];

/** The meeting has begun (its times are absolute, so the browser's clock can tell). */
export const ptmBegun = (row: Pick<PtmScheduleRow, 'startTime'>, now = Date.now()) => Date.parse(row.startTime) <= now;
/** Marked once any attendee has an answer. */
export const ptmMarked = (row: Pick<PtmScheduleRow, 'attendees'>) => row.attendees.some((a) => a.attended === true || a.attended === false);
export const attendedOf = (attendees: readonly Attendee[]): PtmAttended =>
  Object.fromEntries(attendees.map((a) => [a.kind, a.attended === true]));

export function usePtmAttendance(onSaved: () => void) {
  const api = usePtmAttendanceApi();
  const [row, setRow] = useState<PtmScheduleRow | null>(null);
  const [attended, setAttended] = useState<PtmAttended>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Stable: the view's attendance column is built once around it.
  const open = useCallback((next: PtmScheduleRow) => {
    setRow(next);
    setAttended(attendedOf(next.attendees));
    setError(null);
  }, []);

  async function save() {
    if (!row) return;
    setSaving(true);
    setError(null);
    try {
      await api.mark(row.id, attended);
      toastSuccess(UPLOAD_TEXT.success, PTM_ATTENDANCE_TEXT.saved);
      setRow(null);
      onSaved();
    } catch (err) {
      setError(err instanceof HttpError && err.status === 422 && err.message ? err.message : PTM_ATTENDANCE_TEXT.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  return {
    row, attended, saving, error, open, save,
    toggle: (kind: string, came: boolean) => setAttended((a) => ({ ...a, [kind]: came })),
    close: () => { if (!saving) setRow(null); },
  };
}

export type PtmAttendanceController = ReturnType<typeof usePtmAttendance>;
