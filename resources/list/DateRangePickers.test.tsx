import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { COMMIT_AFTER_MS, DateRangePickers, DraftDatePair } from './DateRangePickers';
import { typeDate } from '../test/typeDate';

const range = { key: 'createdAt', field: 'createdAt', fromKey: 'startDate', toKey: 'endDate', label: 'Date' };
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, COMMIT_AFTER_MS + 200)));

describe('the alert date fields (typing works as well as the picker)', { timeout: 30_000 }, () => {
  it('a typed date is sent once, whole, after the typing pauses; the other filters stay', async () => {
    const user = userEvent.setup({ delay: null });
    const setFilters = vi.fn();
    render(<DateRangePickers range={range} filterValues={{ search: 'mark' }} setFilters={setFilters} />);
    const from = screen.getByRole('group', { name: 'Date from' });
    await typeDate(user, from, '20', '11', '202');
    // "202" reads as the year 0202, before the earliest date: half typed, not sent, and what was typed stays.
    await pause();
    expect(setFilters).not.toHaveBeenCalled();
    expect(from).toHaveTextContent('20 Nov 0202');
    await user.keyboard('6');
    expect(from).toHaveTextContent(/^20 Nov 2026/);
    await waitFor(() => expect(setFilters).toHaveBeenCalledTimes(1));
    expect(setFilters).toHaveBeenCalledWith({ search: 'mark', startDate: '2026-11-20' });
    await pause();
    expect(setFilters).toHaveBeenCalledTimes(1);
  });

  it('shows a day as every date of the console does: 1 Nov 2026, not 01 Nov 2026', () => {
    render(<DateRangePickers range={range} filterValues={{ startDate: '2026-11-01', endDate: '2026-11-05' }} setFilters={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Date from' })).toHaveTextContent(/^1 Nov 2026/);
    expect(screen.getByRole('group', { name: 'Date to' })).toHaveTextContent(/^5 Nov 2026/);
  });

  it('a partial date or a "to" before the "from" is never sent', async () => {
    const user = userEvent.setup({ delay: null });
    const setFilters = vi.fn();
    render(<DateRangePickers range={range} filterValues={{ startDate: '2026-11-20' }} setFilters={setFilters} />);
    expect(screen.getByRole('group', { name: 'Date from' })).toHaveTextContent(/^20 Nov 2026/);
    const to = screen.getByRole('group', { name: 'Date to' });
    await typeDate(user, to, '05', '11', '');
    await pause();
    expect(setFilters).not.toHaveBeenCalled();
    await typeDate(user, to, '', '', '2026');
    expect(to).toHaveTextContent(/^5 Nov 2026/);
    await pause();
    expect(setFilters).not.toHaveBeenCalled();
    expect(to).toHaveAttribute('aria-invalid', 'true');
  });

  it("a report's cleared side waits for its new day: its default is not put back under the cursor", async () => {
    const user = userEvent.setup({ delay: null });
    const onCommit = vi.fn();
    render(<DraftDatePair from="2026-10-31" to="2026-11-27" onCommit={onCommit} passReversed holdCleared />);
    const from = screen.getByRole('group', { name: 'Date from' });
    await user.click(within(from).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(from).not.toHaveTextContent('31 Oct 2026');
    await pause();
    expect(onCommit).not.toHaveBeenCalled();
    expect(from).not.toHaveTextContent('31 Oct 2026');
    // Typed on from where the clearing left the cursor, as a person goes on.
    await user.keyboard('01012025');
    expect(from).toHaveTextContent(/^1 Jan 2025/);
    await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(1));
    expect(onCommit).toHaveBeenCalledWith('2025-01-01', '2026-11-27');
  });
  it("a report's side left empty shows again the day the report shows; its calendar does not count as leaving", async () => {
    const user = userEvent.setup({ delay: null });
    const onCommit = vi.fn();
    render(
      <>
        <DraftDatePair from="2026-10-31" to="2026-11-27" onCommit={onCommit} passReversed holdCleared />
        <button type="button">elsewhere</button>
      </>,
    );
    const from = screen.getByRole('group', { name: 'Date from' });
    await user.click(within(from).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(from).not.toHaveTextContent('31 Oct 2026');
    // Its calendar opened to pick the new day: focus goes to the dialog, and the field stays empty.
    await user.click(within(from).getByRole('button', { name: /choose date/i }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(from).not.toHaveTextContent('31 Oct 2026');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(from).toHaveTextContent('31 Oct 2026');
    await pause();
    expect(onCommit).not.toHaveBeenCalled();
  });
});
