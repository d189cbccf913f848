import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { fakeApi as fakeEntityApi, renderWithAdmin } from '../../../resources/test/renderList';
import type { EntityApi } from '../../../resources/api';
import { feedback } from '../../shell/feedback';
import { samplePreview } from '../uploads/testKit';
import { ExamResultsApiContext, type ExamResultsApi } from './examResultsApi';
import { ExamUploadTab } from './ExamUploadTab';
import { HttpError } from '../../api/errors';
import type { MappingPair, MappingProposal } from '../../../schemas';

const main = { id: 1, name: 'JEE Main', subjects: [{ id: 1, name: 'Physics', maxMarks: 100 }], years: [2025, 2024] };
const signed = { url: '/api/auth/exam-result/upload?entity=exam-result&token=t', path: 'auth/exam-result/upload', query: { entity: 'exam-result', token: 't' }, expiresAt: '2030-01-01T00:00:00.000Z', examId: 1, year: 2025 };
const xlsx = () => new File(['PK'], 'results.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const fail = () => vi.fn(async () => { throw new Error('down'); });

function fakeApi(overrides: Partial<ExamResultsApi> = {}): ExamResultsApi {
  return {
    exams: vi.fn(async () => [main]),
    years: vi.fn(async () => main.years),
    createExam: vi.fn(async () => main),
    addYear: vi.fn(async () => main),
    sample: vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'Exam_Result_JEE_Main_sample.xlsx' })),
    uploadUrl: vi.fn(async () => signed),
    preview: vi.fn(async () => samplePreview(0)),
    submit: vi.fn(async () => ({ id: 9 }) as never),
    ...overrides,
  };
}

/** The tab with its history on the shared list: the history's page through the dataProvider (`entityApi`). */
function renderTab(api: ExamResultsApi, entityApi: EntityApi = fakeEntityApi()) {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  return renderWithAdmin(<ExamResultsApiContext.Provider value={api}><ExamUploadTab /></ExamResultsApiContext.Provider>, { api: entityApi, path: '/exam-result/upload' });
}

const toastSaid = (message: string) => waitFor(() => expect(feedback.getState().toast?.message).toBe(message));

async function chooseExam(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Exam' }));
  await user.click(await screen.findByRole('option', { name: 'JEE Main' }));
}

describe('Exam result upload tab', { timeout: 60_000 }, () => {
  beforeEach(() => feedback.showToast({ type: -1, message: '' }));

  it("says 'Failed to fetch exams' when the exams cannot be read", async () => {
    renderTab(fakeApi({ exams: fail() }));
    await toastSaid('Failed to fetch exams');
  });

  it("says 'Failed to fetch history' when the history cannot be read", async () => {
    renderTab(fakeApi(), fakeEntityApi({ listPage: fail() }));
    await toastSaid('Failed to fetch history');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch history');
  });

  it("says 'Failed to fetch exam year' when the chosen exam's years cannot be read", async () => {
    const user = userEvent.setup();
    renderTab(fakeApi({ years: fail() }));
    await chooseExam(user);
    await toastSaid('Failed to fetch exam year');
  });

  it("refuses a file and the sample without a valid exam: 'Please Select a valid exam'", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderTab(api);
    await user.upload(screen.getByTestId('upload-input'), xlsx());
    await toastSaid('Please Select a valid exam');
    expect(api.uploadUrl).not.toHaveBeenCalled();
    feedback.showToast({ type: -1, message: '' });
    await user.click(screen.getByRole('button', { name: 'Download sample' }));
    await toastSaid('Please Select a valid exam');
    expect(api.sample).not.toHaveBeenCalled();
  });

  it("says 'Failed to fetch pre-signed url' and previews nothing when the URL cannot be had", async () => {
    const user = userEvent.setup();
    const api = fakeApi({ uploadUrl: fail() });
    renderTab(api);
    await chooseExam(user);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent('2025'));
    await user.upload(screen.getByTestId('upload-input'), xlsx());
    await toastSaid('Failed to fetch pre-signed url');
    expect(api.preview).not.toHaveBeenCalled();
  });

  it('downloads the sample, or says it failed', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderTab(api);
    await chooseExam(user);
    await user.click(screen.getByRole('button', { name: 'Download sample' }));
    await toastSaid('Successfully downloaded sample sheet');
    expect(api.sample).toHaveBeenCalledWith(1);
    (api.sample as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new Error('down'));
    await user.click(screen.getByRole('button', { name: 'Download sample' }));
    await toastSaid('Failed to download sample sheet');
  });

  it("previews through the pre-signed URL, submits through it and says 'Successfully uploaded exam result'", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const entityApi = fakeEntityApi();
    renderTab(api, entityApi);
    await chooseExam(user);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent('2025'));
    await user.upload(screen.getByTestId('upload-input'), xlsx());
    await waitFor(() => expect(api.preview).toHaveBeenCalledWith(signed, expect.any(File), undefined));
    expect(api.uploadUrl).toHaveBeenCalledWith(1, 2025);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await toastSaid('Successfully uploaded exam result');
    expect(api.submit).toHaveBeenCalledWith(signed, expect.any(File), expect.any(String), undefined);
    // The history is read again.
    await waitFor(() => expect(entityApi.listPage).toHaveBeenCalledTimes(2));
  });

  it('asks for the column mapping when the headers are not the sample\'s, then previews and submits through it', async () => {
    const user = userEvent.setup();
    const proposal: MappingProposal = {
      headers: ['Roll No', 'Paper', 'Score'],
      columns: [
        { column: 'Enrollment No', required: true, header: 'Roll No', how: 'alias' },
        { column: 'Subject', required: true, header: null, how: null },
        { column: 'Marks', required: true, header: 'Score', how: 'close' },
      ],
    };
    const refusal = new HttpError('Row 1: Column "Roll No" is not part of the Exam Result upload sheet', 422, 422, { code: 422, data: { mapping: proposal } });
    const api = fakeApi({ preview: vi.fn(async (_u, _f, mapping?: MappingPair[]) => { if (!mapping) throw refusal; return samplePreview(0); }) });
    renderTab(api);
    await chooseExam(user);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent('2025'));
    await user.upload(screen.getByTestId('upload-input'), xlsx());
    expect(await screen.findByRole('heading', { name: 'Match the columns of your sheet' })).toBeInTheDocument();
    expect(screen.getByText('Row 1: Column "Roll No" is not part of the Exam Result upload sheet')).toBeInTheDocument();
    // A required column left unmapped is named before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Subject');
    expect(api.preview).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('combobox', { name: 'Sheet column for Subject' }));
    await user.click(await screen.findByRole('option', { name: 'Paper' }));
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    const mapping = [{ column: 'Enrollment No', header: 'Roll No' }, { column: 'Subject', header: 'Paper' }, { column: 'Marks', header: 'Score' }];
    await waitFor(() => expect(api.preview).toHaveBeenLastCalledWith(signed, expect.any(File), mapping));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.submit).toHaveBeenCalledWith(signed, expect.any(File), expect.any(String), mapping));
  });

  it('keeps Submit off while the preview has row errors', async () => {
    const user = userEvent.setup();
    renderTab(fakeApi({ preview: vi.fn(async () => samplePreview(1)) }));
    await chooseExam(user);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent('2025'));
    await user.upload(screen.getByTestId('upload-input'), xlsx());
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByText('Mobile: must be 9 to 15 digits', { exact: false })).toBeInTheDocument();
  });
});
