import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { crpStudents, entities } from '../../schemas';
import { fakeApi, fakeDataProvider, renderWithAdmin, shownToast } from '../test/renderList';
import { REASON_MESSAGES } from './reasonForm';
import { StatusChangeDialog } from './StatusChangeDialog';

const records = [
  { id: 1, enrolmentNo: '2600000001', name: 'Aarav Sharma' },
  { id: 2, enrolmentNo: '2600000002', name: 'Diya Patel' },
];

function open(api = fakeApi(), onDone = vi.fn()) {
  renderWithAdmin(
    <StatusChangeDialog schema={crpStudents} action="deactivate" records={records} onClose={() => {}} onDone={onDone} />,
    { dataProvider: fakeDataProvider([]), api },
  );
  return { api, onDone };
}

async function chooseReason(user: ReturnType<typeof userEvent.setup>, reason: string) {
  await user.click(screen.getByRole('combobox', { name: /Reason/ }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: reason }));
}

describe('StatusChangeDialog (deactivate / reactivate modal)', { timeout: 30_000 }, () => {
  it('lists the selected entities and the kind’s reasons, ending with Other', async () => {
    const user = userEvent.setup();
    open();
    const list = screen.getByRole('list', { name: 'Selected entities' });
    expect(within(list).getByText('2600000001 · Aarav Sharma')).toBeInTheDocument();
    expect(within(list).getByText('2600000002 · Diya Patel')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Reason/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([...crpStudents.statusChange.reasons.deactivate]);
    expect(options.at(-1)).toBe('Other');
  });

  it("shows the text box only for 'Other' and requires it", async () => {
    const user = userEvent.setup();
    const { api, onDone } = open();
    await chooseReason(user, 'Dropout Student');
    expect(screen.queryByLabelText(/Describe the reason/)).not.toBeInTheDocument();
    await chooseReason(user, 'Other');
    const box = screen.getByLabelText(/Describe the reason/);
    await user.click(screen.getByRole('button', { name: 'Deactivate (2)' }));
    expect(await screen.findByText(REASON_MESSAGES.noOtherText)).toBeInTheDocument();
    expect(api.changeStatus).not.toHaveBeenCalled();
    await user.type(box, 'Moved to another city');
    await user.click(screen.getByRole('button', { name: 'Deactivate (2)' }));
    await waitFor(() =>
      expect(api.changeStatus).toHaveBeenCalledWith(crpStudents, { action: 'deactivate', ids: [1, 2], reason: 'Other', otherReason: 'Moved to another city' }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(shownToast()?.message).toBe('Account has been deactivated successfully');
  });

  it('needs at least one entity', async () => {
    const user = userEvent.setup();
    open();
    for (const chip of screen.getAllByTestId('CancelIcon')) await user.click(chip);
    expect(screen.getByText(REASON_MESSAGES.noEntity)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Deactivate/ })).toBeDisabled();
  });

  it("says 'Unable to perform the Action.' when the server refuses", async () => {
    const user = userEvent.setup();
    const api = fakeApi({ changeStatus: vi.fn(async () => Promise.reject(new Error('Choose a reason from the list.'))) });
    const { onDone } = open(api);
    await chooseReason(user, 'Dropout Student');
    await user.click(screen.getByRole('button', { name: 'Deactivate (2)' }));
    expect(await screen.findByText(/Unable to perform the Action\. Choose a reason from the list\./)).toBeInTheDocument();
    expect(shownToast()?.message).toBe('Unable to perform the Action.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("a kind that is not an account says its own words: a class is cancelled, not deactivated", async () => {
    const user = userEvent.setup();
    const timeTable = entities['time-table'];
    const api = fakeApi({ changeStatus: vi.fn(async () => '') });
    renderWithAdmin(
      <StatusChangeDialog schema={timeTable} action="deactivate" records={[{ id: 7, room: 'Room 101', batch: 'DEL-11-A', subject: 'Physics', classDate: '2027-04-12', startTime: '09:00' }]} onClose={() => {}} onDone={vi.fn()} />,
      { dataProvider: fakeDataProvider([]), api },
    );
    // One class, from its form: named by the noun, the button by the verb.
    expect(screen.getByRole('dialog', { name: 'Cancel Class' })).toBeInTheDocument();
    // Named by its batch, subject, date and start (list.titleFields), not by its room, which two classes can share.
    expect(within(screen.getByRole('list', { name: 'Selected entities' })).getByText('DEL-11-A · Physics · 2027-04-12 · 09:00')).toBeInTheDocument();
    await chooseReason(user, timeTable.statusChange.reasons.deactivate[0]);
    expect(screen.queryByRole('button', { name: /Deactivate/ })).toBeNull();
    // The button that leaves it does not say Cancel as well.
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Cancel/ }).map((b) => b.textContent)).toEqual(['Cancel (1)']);
    await user.click(screen.getByRole('button', { name: 'Cancel (1)' }));
    await waitFor(() => expect(shownToast()?.message).toBe('Class has been cancelled successfully'));
  });

  it("several records are named by the kind's plural: 'Cancel Classes', not the list's label 'Cancel Time Table'", () => {
    const timeTable = entities['time-table'];
    const classes = [7, 8].map((id) => ({ id, room: 'Room 101', batch: 'DEL-11-A', subject: 'Physics', classDate: '2027-04-12', startTime: `0${id}:00` }));
    const { unmount } = renderWithAdmin(
      <StatusChangeDialog schema={timeTable} action="deactivate" records={classes} onClose={() => {}} onDone={vi.fn()} />,
      { dataProvider: fakeDataProvider([]), api: fakeApi() },
    );
    expect(screen.getByRole('dialog', { name: 'Cancel Classes' })).toBeInTheDocument();
    unmount();
    // Every class the filter matches: the same plural in the dialog's line.
    renderWithAdmin(
      <StatusChangeDialog schema={timeTable} action="deactivate" records={[]} matching={{ count: 1234, filter: {} }} onClose={() => {}} onDone={vi.fn()} />,
      { dataProvider: fakeDataProvider([]), api: fakeApi() },
    );
    expect(screen.getByRole('dialog', { name: 'Cancel Classes' })).toBeInTheDocument();
    expect(screen.getByText(/All 1,234 Classes matching the current filters/)).toBeInTheDocument();
  });
});
