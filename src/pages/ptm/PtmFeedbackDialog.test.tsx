import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { fakeApi as fakeEntityApi, renderWithAdmin } from '../../../resources/test/renderList';
import type { PtmFeedbackQuestion, PtmScheduleRow } from '../../../schemas/api';
import type { PtmFeedbackInput } from '../../../schemas/ptmFeedback';
import { feedback } from '../../shell/feedback';
import { PtmApiContext, type PtmApi } from './ptmApi';
import { PtmFeedbackDialog } from './PtmFeedbackDialog';
import { PtmViewTab } from './PtmViewTab';
import { usePtmFeedback } from './usePtmFeedback';

const row: PtmScheduleRow = {
  id: 7, centre: 'Delhi South Extension', enrolmentNo: 'DEL000001', studentName: 'Ananya Rao', class: '11th', batch: 'DEL-11-A',
  startTime: '2031-05-10T10:00:00.000Z', endTime: '2031-05-10T10:15:00.000Z', subjects: ['Physics'], attendees: [],
};
const stored: PtmFeedbackQuestion[] = [
  { position: 1, type: 'SMCQ', question: 'Was the meeting on time?', options: ['Yes', 'No'], scale: null },
  { position: 2, type: 'Blanks', question: 'Anything else?', options: [], scale: null },
];

function fakeApi(overrides: Partial<PtmApi> = {}): PtmApi {
  const none = vi.fn(async () => { throw new Error('not used'); });
  return {
    filters: none, studentFile: none, sample: none, preview: none, submit: none,
    feedback: vi.fn(async () => stored),
    saveFeedback: vi.fn(async (_id: number, input: PtmFeedbackInput) => input.questions.map((q, i) => ({
      position: i + 1, type: q.type, question: q.question, options: q.type === 'SMCQ' || q.type === 'MMCQ' ? q.options : [],
      scale: q.type === 'Rating' ? q.scale : null,
    }))),
    ...overrides,
  };
}

/** The view on the shared list: its page through the dataProvider, the feedback calls through the PTM API. */
function renderView(api: PtmApi) {
  const entityApi = fakeEntityApi({ listPage: vi.fn(async () => ({ rows: [row], total: 1 })) });
  return renderWithAdmin(<PtmApiContext.Provider value={api}><PtmViewTab /></PtmApiContext.Provider>, { api: entityApi, path: '/ptm-schedule/view' });
}

/** The dialog and its controller alone, opened by a button: the grid of the view (seconds a render under jsdom) is
 *  the first test's to show; the others are about the dialog. */
function DialogAlone() {
  const c = usePtmFeedback();
  return (
    <>
      <button type="button" onClick={() => void c.open(row)}>Feedback questions</button>
      <PtmFeedbackDialog c={c} />
    </>
  );
}

function renderDialog(api: PtmApi) {
  return renderWithAdmin(<PtmApiContext.Provider value={api}><DialogAlone /></PtmApiContext.Provider>, { api: fakeEntityApi(), path: '/ptm-schedule/view' });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const line = screen.queryByRole('row', { name: /DEL000001/ });
  await user.click(line ? within(line).getByRole('button', { name: 'Feedback questions' }) : await screen.findByRole('button', { name: 'Feedback questions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Feedback questions' });
  await within(dialog).findByRole('listitem', { name: 'Question 1' });
  return dialog;
}

const question = (dialog: HTMLElement, n: number) => within(dialog).getByRole('listitem', { name: `Question ${n}` });

describe('PTM feedback questions dialog', { timeout: 60_000 }, () => {
  it('lists the stored questions, reorders, adds a Rating question and saves the whole list', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const real = api.saveFeedback;
    api.saveFeedback = vi.fn(async (id: number, input: PtmFeedbackInput) => { await gate; return real(id, input); });
    renderView(api);
    const dialog = await openDialog(user);
    expect(api.feedback).toHaveBeenCalledWith(7);
    expect(within(question(dialog, 1)).getByLabelText('Question')).toHaveValue('Was the meeting on time?');
    expect(within(question(dialog, 1)).getByLabelText('Option 2')).toHaveValue('No');

    await user.click(within(dialog).getByRole('button', { name: 'Move question 2 up' }));
    expect(within(question(dialog, 1)).getByLabelText('Question')).toHaveValue('Anything else?');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    const third = question(dialog, 3);
    await user.click(within(third).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Rating' }));
    await user.click(within(third).getByRole('combobox', { name: 'Scale' }));
    await user.click(await screen.findByRole('option', { name: '1 to 10' }));
    // Pasted, not typed key by key: each key re-renders the whole list of questions (seconds on a busy jsdom).
    await user.click(within(third).getByLabelText('Question'));
    await user.paste('How helpful was it?');
    await user.click(within(dialog).getByRole('button', { name: 'Save questions' }));

    // Saving: a progress bar, the buttons held, until the server answers.
    expect(await within(dialog).findByRole('progressbar', { name: 'Saving feedback questions' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Feedback questions' })).toBeNull());
    expect(api.saveFeedback).toHaveBeenCalledWith(7, { questions: [
      { type: 'Blanks', question: 'Anything else?' },
      { type: 'SMCQ', question: 'Was the meeting on time?', options: ['Yes', 'No'] },
      { type: 'Rating', question: 'How helpful was it?', scale: 10 },
    ] });
    expect(feedback.getState().toast).toMatchObject({ kind: 'success', message: 'Feedback questions saved' });
  });

  it('shows each rule under its field and sends nothing until the list is right', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi();
    renderDialog(api);
    const dialog = await openDialog(user);
    const first = question(dialog, 1);
    await user.clear(within(first).getByLabelText('Option 2'));
    await user.type(within(first).getByLabelText('Option 2'), 'yes');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save questions' }));
    expect(within(first).getByText('Option 2 repeats option 1')).toBeInTheDocument();
    expect(within(question(dialog, 3)).getByText('The question must not be empty')).toBeInTheDocument();
    expect(within(question(dialog, 3)).getByText('Option 1 must not be empty')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Remove option 2 of question 1' }));
    expect(within(first).getByText('An SMCQ question needs at least 2 options')).toBeInTheDocument();
    expect(api.saveFeedback).not.toHaveBeenCalled();

    // The message goes as soon as the field is right.
    await user.click(within(first).getByRole('button', { name: 'Add option to question 1' }));
    await user.type(within(first).getByLabelText('Option 2'), 'Late');
    expect(within(first).queryByText('An SMCQ question needs at least 2 options')).toBeNull();
  });

  it('asks before discarding unsaved changes, and closes at once when nothing changed', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi();
    renderDialog(api);
    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Feedback questions' })).toBeNull());

    dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Remove question 2' }));
    await user.click(within(question(dialog, 1)).getByLabelText('Question'));
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull());
    expect(within(dialog).queryByRole('listitem', { name: 'Question 2' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Feedback questions' })).toBeNull());
    expect(api.saveFeedback).not.toHaveBeenCalled();
  });

  it('says so when the questions cannot be read', async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog(fakeApi({ feedback: vi.fn(async () => { throw new Error('Server error'); }) }));
    await user.click(await screen.findByRole('button', { name: 'Feedback questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback questions' });
    expect(await within(dialog).findByText('Unable to fetch the feedback questions. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save questions' })).toBeDisabled();
  });

  it('keeps the dialog open and says so when the questions cannot be saved', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({ saveFeedback: vi.fn(async () => { throw new Error('Server error'); }) });
    renderDialog(api);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save questions' }));
    expect(await within(dialog).findByText('Unable to save the feedback questions. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Feedback questions' })).toBeInTheDocument();
  });
});
