import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { HttpError } from '../../api/errors';
import type { ExamInput } from '../../../schemas/examResults';
import { ExamResultsApiContext, type ExamResultsApi } from './examResultsApi';
import { ExamConfigTab } from './ExamConfigTab';

const main = { id: 1, name: 'JEE Main', subjects: [{ id: 1, name: 'Physics', maxMarks: 100 }, { id: 2, name: 'Chemistry', maxMarks: 100 }], years: [2025, 2024] };

function fakeApi(overrides: Partial<ExamResultsApi> = {}): ExamResultsApi {
  const none = vi.fn(async () => { throw new Error('not used'); });
  return {
    exams: vi.fn(async () => [main]), years: none, sample: none, uploadUrl: none, preview: none, submit: none,
    createExam: vi.fn(async (input: ExamInput) => ({ id: 2, name: input.name, subjects: input.subjects.map((s, i) => ({ id: 10 + i, ...s })), years: [] })),
    addYear: vi.fn(async (_id: number, year: number) => ({ ...main, years: [year, ...main.years] })),
    ...overrides,
  };
}

function renderTab(api: ExamResultsApi) {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={{} as DataProvider} store={memoryStore()}>
        <ExamResultsApiContext.Provider value={api}><ExamConfigTab /></ExamResultsApiContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('Exam configuration tab', { timeout: 60_000 }, () => {
  it('lists the exams with subjects, max marks and years', async () => {
    renderTab(fakeApi());
    const row = await screen.findByRole('row', { name: /JEE Main/ });
    expect(row).toHaveTextContent('Physics (100), Chemistry (100)');
    expect(row).toHaveTextContent('2025');
  });

  it('checks a new exam before sending it, then adds it to the list', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderTab(api);
    const form = await screen.findByRole('form', { name: 'Add an exam' });
    await user.click(within(form).getByRole('button', { name: 'Save exam' }));
    expect(await within(form).findByText('Exam name must not be empty')).toBeInTheDocument();
    expect(within(form).getByText('Subject must not be empty')).toBeInTheDocument();
    // An empty max marks in words a person understands, not zod's 'expected number, received NaN' (issue 27 item 21).
    expect(within(form).getByText('Max marks must be a number from 1 to 1000')).toBeInTheDocument();
    expect(within(form).queryByText(/Invalid input|NaN/)).not.toBeInTheDocument();
    expect(api.createExam).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText('Exam name'), 'NEET Mock');
    await user.type(within(form).getByLabelText('Subject 1'), 'Biology');
    await user.type(within(form).getByLabelText('Max marks of subject 1'), '360');
    await user.click(within(form).getByRole('button', { name: 'Save exam' }));
    await waitFor(() => expect(api.createExam).toHaveBeenCalledWith({ name: 'NEET Mock', subjects: [{ name: 'Biology', maxMarks: 360 }] }));
    expect(await screen.findByRole('row', { name: /NEET Mock/ })).toHaveTextContent('Biology (360)');
  });

  it("adds a year, and shows the server's refusal of one already there", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderTab(api);
    await user.type(await screen.findByLabelText('New year for JEE Main'), '2026');
    await user.click(screen.getByRole('button', { name: 'Add year' }));
    await waitFor(() => expect(api.addYear).toHaveBeenCalledWith(1, 2026));
    expect(await screen.findByRole('row', { name: /JEE Main/ })).toHaveTextContent('2026');
    (api.addYear as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new HttpError('JEE Main already has the year 2026', 409));
    await user.type(screen.getByLabelText('New year for JEE Main'), '2026');
    await user.click(screen.getByRole('button', { name: 'Add year' }));
    expect(await screen.findByText('JEE Main already has the year 2026')).toBeInTheDocument();
  });
});
