import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { timeTable } from '../../schemas/time-table';
import { fakeApi, renderWithAdmin } from '../test/renderList';
import { hasSchedule } from '.';
import { WeekView } from './WeekView';

const schema = hasSchedule(timeTable) ? timeTable : null!;
const cls = (id: number, classDate: string, startTime: string, endTime: string, status = 'active') => ({
  id, classDate, startTime, endTime, status, subject: 'Physics', batch: 'DEL-11-A', faculty: 'Asha Rao', room: `Room ${id}`,
});

describe('WeekView', () => {
  it('asks the week of the URL with its show-by values and shows each class, a cancelled one named so', async () => {
    const week = vi.fn(async (_s: unknown, from: string) => ({
      from, to: from, truncated: true, rows: [cls(1, '2026-12-09', '09:00', '10:30'), cls(2, '2026-12-09', '10:00', '11:00', 'deactivated')],
    }));
    renderWithAdmin(<WeekView schema={schema} />, { api: fakeApi({ week }), path: '/time-table?view=week&week=2026-12-10&by=centre&values=1' });
    expect(await screen.findByRole('button', { name: 'Physics, 09:00–10:30, DEL-11-A · Asha Rao · Room 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /10:00–11:00.*cancelled$/ })).toBeInTheDocument();
    expect(week).toHaveBeenCalledWith(schema, '2026-12-07', { centre: '1' }, expect.anything());
    expect(screen.getByText(/more classes than can be shown/)).toBeInTheDocument();
    expect(screen.getByText('Wed 9 Dec')).toBeInTheDocument();
  });

  it('lists the classes past two lanes under one "+N more" block, each opening as its own block would', async () => {
    const rows = [1, 2, 3, 4, 5, 6].map((id) => cls(id, '2026-12-09', '09:00', '10:00'));
    const week = vi.fn(async (_s: unknown, from: string) => ({ from, to: from, truncated: false, rows }));
    renderWithAdmin(<WeekView schema={schema} />, { api: fakeApi({ week }), path: '/time-table?view=week&week=2026-12-10' });
    const more = await screen.findByRole('button', { name: '5 more records from 09:00' });
    expect(more).toHaveTextContent('+5');
    expect(screen.getAllByRole('button', { name: /^Physics, 09:00–10:00/ })).toHaveLength(1);
    fireEvent.click(more);
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([2, 3, 4, 5, 6].map((id) => `09:00–10:00 PhysicsDEL-11-A · Asha Rao · Room ${id}`));
  });

  it('says when the week has no classes', async () => {
    renderWithAdmin(<WeekView schema={schema} />, { path: '/time-table?view=week&week=2026-12-07' });
    expect(await screen.findByText('No classes this week')).toBeInTheDocument();
  });

  it('offers a retry when the week could not be loaded', async () => {
    const week = vi.fn(async () => { throw new Error('down'); });
    renderWithAdmin(<WeekView schema={schema} />, { api: fakeApi({ week }), path: '/time-table?view=week' });
    expect(await screen.findByText('The week could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
