// A course-plan row's actions: Change opens the record form on the row, Mark delivered offers the classes the server
// lists with the current one chosen, saves another, clears it with Not delivered, and shows a refusal in its words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { entities } from '../../schemas';
import { ListUiProvider } from '../list/ListUiProvider';
import { fakeApi, renderWithAdmin, shownToast } from '../test/renderList';
import { RowActions } from './RowActions';

const schema = entities['course-plan'];
const topic = { id: 5, centre: 'Delhi South Extension', centreId: 1, batch: 'DEL-JEE-11-A', batchId: 11, subject: 'Physics', subjectId: 4,
  week: '2026-11-16', sequence: '3', topic: 'Physics 3: Worked examples', faculty: 'Asha Rao', facultyId: 7, deliveredOn: '2026-11-18', status: 'active' };
const options = [
  { id: 41, date: '2026-11-20', label: '2026-11-20 09:00 · Physics, DEL-JEE-11-A, Asha Rao, Room 101' },
  { id: 40, date: '2026-11-18', label: '2026-11-18 09:00 · Physics, DEL-JEE-11-A, Asha Rao, Room 101' },
];

type SaveLink = (schema: unknown, id: unknown, other: number | null) => Promise<string>;

function setup(saveLink = vi.fn<SaveLink>(async (_s, _id, other) => (other === null ? 'Topic marked not delivered' : 'Topic marked delivered'))) {
  const api = fakeApi({ linkOptions: vi.fn(async () => ({ current: 40, options })), saveLink });
  const refresh = vi.fn();
  renderWithAdmin(<ListUiProvider schema={schema} refresh={refresh}><RowActions record={topic} /></ListUiProvider>, { api });
  return { api, refresh, saveLink };
}

describe('course plan row actions', { timeout: 30_000 }, () => {
  it('offers the classes with the current one chosen and saves another', async () => {
    const user = userEvent.setup();
    const { api, refresh, saveLink } = setup();
    await user.click(screen.getByRole('button', { name: 'Mark delivered: Physics 3: Worked examples' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark delivered: Physics 3: Worked examples' });
    expect(await within(dialog).findByRole('radio', { name: options[1].label })).toBeChecked();
    expect(api.linkOptions).toHaveBeenCalledWith(schema, 5);
    // The current class again is no change: Save waits for another.
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: options[0].label }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveLink).toHaveBeenCalledWith(schema, 5, 41));
    await waitFor(() => expect(shownToast()?.message).toBe('Topic marked delivered'));
    expect(refresh).toHaveBeenCalled();
  });

  it('clears the delivery with Not delivered, and shows a refusal in the server\'s words', async () => {
    const user = userEvent.setup();
    const refusal = 'Class 41 cannot be chosen: choose an active class of this topic\'s Batch and Subject that has begun';
    const saveLink = vi.fn<SaveLink>(async (_s, _id, other) => (other === null ? 'Topic marked not delivered' : Promise.reject(new Error(refusal))));
    const { refresh } = setup(saveLink);
    await user.click(screen.getByRole('button', { name: /^Mark delivered/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: options[0].label }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(refresh).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Not delivered' }));
    await waitFor(() => expect(saveLink).toHaveBeenLastCalledWith(schema, 5, null));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it('opens the record form on the row with Change', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Change Physics 3: Worked examples' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Topic' });
    expect(within(dialog).getByLabelText(/^Topic/)).toHaveValue('Physics 3: Worked examples');
    expect(within(dialog).getByLabelText(/^Order/)).toHaveValue('3');
  });
});
