// The PTM view on the shared list: the schema's columns with the page's own (feedback, times, attendees), its page
// through the dataProvider as the schema declares it, filters and page kept in the URL, and the empty and failed states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { fakeApi, renderWithAdmin } from '../../../resources/test/renderList';
import { typeDate } from '../../../resources/test/typeDate';
import type { PtmScheduleRow } from '../../../schemas/api';
import { ptmScheduleList } from '../../../schemas/ptm-schedules';
import { PtmAttendanceApiContext, type PtmAttendanceApi } from './ptmAttendanceApi';
import { PtmViewTab } from './PtmViewTab';

const row = {
  id: 7, centre: 'Delhi South Extension', enrolmentNo: 'DEL000001', studentName: 'Ananya Rao', class: '11th', batch: 'DEL-JEE-11-A',
  startTime: '2031-05-10T10:00:00.000Z', endTime: '2031-05-10T10:15:00.000Z', subjects: ['Physics', 'Chemistry'],
  attendees: [{ kind: 'father', salutation: 'Mr.', name: 'Ravi Rao' }, { kind: 'student', salutation: null, name: 'Ananya Rao' }],
};

function Location() {
  return <output aria-label="location">{useLocation().search}</output>;
}

const view = (api = fakeApi({ listPage: vi.fn(async () => ({ rows: [row], total: 20 })) }), path = '/ptm-schedule/view') => {
  renderWithAdmin(<><PtmViewTab /><Location /></>, { api, path });
  return api;
};

beforeAll(async () => {
  await import('../../../resources/list/EntityGrid');
}, 60_000);

describe('PTM view tab on the shared list', { timeout: 60_000 }, () => {
  it('shows the view\u2019s columns, times as yyyy-MM-dd HH:mm and the attendees written out', async () => {
    view();
    const line = await screen.findByRole('row', { name: /DEL000001/ });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers).toEqual(['Feedback', 'Attendance', 'Centre', 'Enrollment No', 'Student Name', 'Class', 'Batch', 'Start Time', 'End Time', 'Subjects', 'Attendees']);
    expect(within(line).getByText('2031-05-10 10:00')).toBeInTheDocument();
    expect(within(line).getByText('Physics, Chemistry')).toBeInTheDocument();
    expect(within(line).getByText('Mr. Ravi Rao (father), Ananya Rao (student)')).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Feedback questions' })).toBeInTheDocument();
  });

  it('asks its page as the schema declares, 8 a page, from the URL, and keeps filters and page in the URL', async () => {
    const api = view(undefined, '/ptm-schedule/view?centre=1&startDate=2031-05-10&page=2');
    await screen.findByRole('row', { name: /DEL000001/ });
    expect(api.listPage).toHaveBeenCalledWith(
      ptmScheduleList,
      { pagination: { page: 2, perPage: 8 }, sort: { field: 'startTime', order: 'ASC' }, filter: { centre: ['1'], startDate: '2031-05-10' } },
      expect.objectContaining({ path: 'auth/ptm/schedules' }),
    );
    expect(screen.getByText('9–16 of 20')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('?page=3&centre=1&startDate=2031-05-10'));
    // The range's pickers come in a chunk of their own; the day typed is handed on once the typing pauses.
    await typeDate(userEvent.setup({ delay: null }), await screen.findByRole('group', { name: 'Date to' }), '11', '05', '2031');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('?centre=1&startDate=2031-05-10&endDate=2031-05-11'), { timeout: 3000 });
  });

  it('says when no schedule fits', async () => {
    view(fakeApi());
    expect(await screen.findByText('No PTM schedules for these filters.')).toBeInTheDocument();
  });

  it('the spec\u2019s words when the list cannot be read', async () => {
    view(fakeApi({ listPage: vi.fn(async () => { throw new Error('down'); }) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to Fetch View Details.');
  });

  it('marks who came to a meeting that has begun, with every attendee kind in one call, and then says who came', async () => {
    const past = { ...row, id: 9, startTime: '2026-01-10T10:00:00.000Z', endTime: '2026-01-10T10:30:00.000Z' };
    let rows: PtmScheduleRow[] = [past, row];
    const api = fakeApi({ listPage: vi.fn(async () => ({ rows, total: 2 })) });
    const attendance: PtmAttendanceApi = { mark: vi.fn(async () => {
      rows = [{ ...past, attendees: [{ ...past.attendees[0], attended: false }, { ...past.attendees[1], attended: true }] }, row];
    }) };
    renderWithAdmin(<PtmAttendanceApiContext.Provider value={attendance}><PtmViewTab /></PtmAttendanceApiContext.Provider>, { api, path: '/ptm-schedule/view' });
    const future = await screen.findByRole('row', { name: /2031-05-10/ });
    expect(within(future).getByText('Not begun')).toBeInTheDocument();
    const line = screen.getByRole('row', { name: /2026-01-10/ });
    await userEvent.click(within(line).getByRole('button', { name: 'Mark attendance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark attendance' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Student: Ananya Rao' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(attendance.mark).toHaveBeenCalledWith(9, { father: false, student: true });
    expect(await screen.findByRole('button', { name: 'Came: Ananya Rao (student). Edit attendance' })).toBeInTheDocument();
  });
});
