// The marking screen with a fake API: Save held (and why) until everyone is marked, the keyboard, one PUT with every
// student, the server's 422 in its words, and a cancelled class shown as the server's message instead of the table.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderWithAdmin } from '../../../resources/test/renderList';
import { ATTENDANCE_MESSAGES } from '../../../schemas/attendance';
import type { AttendanceRoster } from '../../../schemas/api/attendance';
import { HttpError } from '../../api/errors';
import { feedback } from '../../shell/feedback';
import { AttendanceApiContext, type AttendanceApi } from './attendanceApi';
import { MarkingScreen } from './MarkingScreen';

const roster = (status = 'active'): AttendanceRoster => ({
  class: { id: 5, centre: 'Delhi South Extension', batch: 'DEL-11-A', subject: 'Physics', faculty: 'Asha Rao', classDate: '2026-11-23',
    startTime: '09:00:00', endTime: '10:00:00', status, markedAt: null },
  students: [
    { id: 1, enrolmentNo: 'DEL1', name: 'Ananya', mark: null },
    { id: 2, enrolmentNo: 'DEL2', name: 'Bela', mark: null },
    { id: 3, enrolmentNo: 'DEL3', name: 'Chirag', mark: 'late' },
  ],
});

function renderScreen(api: Partial<AttendanceApi>, onSaved = vi.fn()) {
  const full: AttendanceApi = { roster: vi.fn(async () => roster()), saveMarks: vi.fn(async () => ATTENDANCE_MESSAGES.saved), ...api };
  renderWithAdmin(<AttendanceApiContext.Provider value={full}><MarkingScreen classId={5} onBack={vi.fn()} onSaved={onSaved} /></AttendanceApiContext.Provider>, {});
  return { api: full, onSaved };
}
const rows = () => within(screen.getByRole('table', { name: 'Students of the class' })).getAllByRole('row').slice(1);

describe('marking screen', { timeout: 60_000 }, () => {
  it('holds Save while anyone is unmarked, marks with the keyboard, and saves every student in one request', async () => {
    const user = userEvent.setup();
    const { api, onSaved } = renderScreen({});
    expect(await screen.findByText('DEL-11-A · Physics')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText(ATTENDANCE_MESSAGES.unmarked(2))).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '0 present, 0 absent, 1 late, 2 unmarked' })).toBeInTheDocument();

    await user.click(rows()[0]);
    await user.keyboard('a');
    expect(rows()[0]).toHaveAccessibleName('Ananya (DEL1): Absent');
    expect(rows()[1]).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'All present' }));
    expect(screen.getByRole('status', { name: '1 present, 1 absent, 1 late, 0 unmarked' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.saveMarks).toHaveBeenCalledTimes(1);
    expect(api.saveMarks).toHaveBeenCalledWith(5, { marks: [{ studentId: 1, mark: 'absent' }, { studentId: 2, mark: 'present' }, { studentId: 3, mark: 'late' }] });
    expect(feedback.getState().toast).toMatchObject({ kind: 'success', message: ATTENDANCE_MESSAGES.saved });
  });

  it('shows the server\'s refusal in its words, and a class not begun instead of the table', async () => {
    const user = userEvent.setup();
    const refuse = (message: string) => new HttpError(message, 422);
    const saveMarks = vi.fn().mockRejectedValueOnce(refuse(ATTENDANCE_MESSAGES.notInBatch)).mockRejectedValueOnce(refuse(ATTENDANCE_MESSAGES.notYet));
    renderScreen({ saveMarks });
    await user.click(await screen.findByRole('button', { name: 'All present' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ATTENDANCE_MESSAGES.notInBatch)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ATTENDANCE_MESSAGES.notYet)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Students of the class' })).toBeNull();
  });

  it('shows a cancelled class as the server\'s message, with no table', async () => {
    renderScreen({ roster: vi.fn(async () => roster('cancelled')) });
    expect(await screen.findByText(ATTENDANCE_MESSAGES.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Students of the class' })).toBeNull();
  });
});
