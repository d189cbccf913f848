import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HistoryPage from './HistoryPage';
import { fakeUploadsApi, renderUploads } from './testKit';
import type { HistoryRow } from './types';

const row = (over: Partial<HistoryRow>): HistoryRow => ({
  id: 1, fileName: 'students.xlsx', entity: 'crp', entityLabel: 'CRP Students', operation: 'create', operationLabel: 'create',
  status: 'successful', totalRows: 10, processedRows: 10, errorMessage: null, counts: null, createdAt: '2026-04-01T10:00:00Z',
  startedAt: null, finishedAt: null, applies: 'all', uploadedBy: 'Rohan Mehta', centre: null, multiCentre: true, hasResult: true, ...over,
});

describe('HistoryPage', { timeout: 60_000 }, () => {
  it('shows each upload and keeps asking while one is running', async () => {
    let calls = 0;
    const api = fakeUploadsApi({
      history: vi.fn(async () => {
        calls++;
        return { rows: [row({ id: 2, status: calls < 2 ? 'inprogress' : 'successful', processedRows: 5 })], totalCount: 1 };
      }),
    });
    renderUploads(<HistoryPage />, { api });
    expect(await screen.findByText('5 / 10 rows')).toBeInTheDocument();
    expect(screen.getByText('CRP Students · Create')).toBeInTheDocument();
    expect(screen.getByText('Multiple centres')).toBeInTheDocument();
    expect(await within(screen.getByRole('grid', { name: 'Upload history' })).findByText('Successful', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('says whether a job waits to start or is reading its file before its rows are counted', async () => {
    const api = fakeUploadsApi({
      history: vi.fn(async () => ({
        rows: [row({ id: 3, status: 'queued', totalRows: 0, processedRows: 0 }), row({ id: 4, fileName: 'big.xlsx', status: 'inprogress', totalRows: 0, processedRows: 0 })],
        totalCount: 2,
      })),
    });
    renderUploads(<HistoryPage />, { api });
    const grid = await screen.findByRole('grid', { name: 'Upload history' });
    expect(await within(grid).findByText('Waiting to start')).toBeInTheDocument();
    expect(within(grid).getByText('Reading the file')).toBeInTheDocument();
  });

  it('marks a job whose clerk chose to apply the valid rows only', async () => {
    const api = fakeUploadsApi({ history: vi.fn(async () => ({ rows: [row({ id: 5, applies: 'valid', processedRows: 8 }), row({ id: 6, fileName: 'all.xlsx' })], totalCount: 2 })) });
    renderUploads(<HistoryPage />, { api });
    const grid = await screen.findByRole('grid', { name: 'Upload history' });
    expect(await within(grid).findAllByText('Valid rows only')).toHaveLength(1);
  });

  it('offers the original and the corrected file of a job whose cells were fixed in its preview', async () => {
    const user = userEvent.setup();
    const api = fakeUploadsApi({ history: vi.fn(async () => ({ rows: [row({ id: 7, fileName: 'students_corrected.xlsx', corrected: true }), row({ id: 8, fileName: 'plain.xlsx' })], totalCount: 2 })) });
    renderUploads(<HistoryPage />, { api });
    const grid = await screen.findByRole('grid', { name: 'Upload history' });
    expect(await within(grid).findAllByText('Corrected in the preview:')).toHaveLength(1);
    await user.click(within(grid).getByRole('button', { name: 'Download the original file of students_corrected.xlsx' }));
    await waitFor(() => expect(api.file).toHaveBeenCalledWith(7, 'original'));
    await user.click(within(grid).getByRole('button', { name: 'Download the corrected file students_corrected.xlsx' }));
    await waitFor(() => expect(api.file).toHaveBeenLastCalledWith(7, 'corrected'));
  });

  it('filters by status and downloads a result file', async () => {
    const user = userEvent.setup();
    const api = fakeUploadsApi({ history: vi.fn(async () => ({ rows: [row({ status: 'failed', errorMessage: '1 row has errors' })], totalCount: 1 })) });
    renderUploads(<HistoryPage />, { api });
    await screen.findByText('1 row has errors');
    await user.click(screen.getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(api.history).toHaveBeenLastCalledWith({ status: ['failed'], page: 1, limit: 20 }, expect.anything()));
    await user.click(screen.getByRole('button', { name: 'Download result of students.xlsx' }));
    await waitFor(() => expect(api.result).toHaveBeenCalledWith(1));
  });

  it('undoes an upload after confirming what it reverts and naming the records it leaves alone', async () => {
    const user = userEvent.setup();
    const api = fakeUploadsApi({
      history: vi.fn(async () => ({ rows: [row({ id: 8, undoable: true }), row({ id: 9, fileName: 'old.xlsx', undoable: false, undoneBy: 12 })], totalCount: 2 })),
      undoPreview: vi.fn(async (id: number) => ({
        jobId: id, counts: { created: 10, changed: 0, remove: 7, deactivate: 2, setBack: 0, leftAlone: 1 },
        leftAlone: [{ id: 31, label: '7100005', why: 'changed' as const }], broken: [], refusal: null,
      })),
    });
    renderUploads(<HistoryPage />, { api });
    const grid = await screen.findByRole('grid', { name: 'Upload history' });
    expect(await within(grid).findByText('Undone')).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: 'Undo upload old.xlsx' })).toBeNull();
    await user.click(within(grid).getByRole('button', { name: 'Undo upload students.xlsx' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('7 records created by the upload will be removed (nothing refers to them).')).toBeInTheDocument();
    expect(within(dialog).getByText(/2 records created by the upload will be deactivated with the reason 'Upload undone'/)).toBeInTheDocument();
    expect(within(dialog).getByText('1 record changed since the upload will be left alone:')).toBeInTheDocument();
    expect(within(dialog).getByText('7100005: changed since the upload')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Undo upload' }));
    await waitFor(() => expect(api.undo).toHaveBeenCalledWith(8));
    expect(api.undoPreview).toHaveBeenCalledWith(8);
  });

  it('shows why an upload cannot be undone instead of offering it', async () => {
    const user = userEvent.setup();
    const refusal = 'Nothing was undone: setting these back would break a reference. Student 7001: its Batch (id 44) no longer exists.';
    const api = fakeUploadsApi({
      history: vi.fn(async () => ({ rows: [row({ id: 8, undoable: true })], totalCount: 1 })),
      undoPreview: vi.fn(async (id: number) => ({
        jobId: id, counts: { created: 0, changed: 1, remove: 0, deactivate: 0, setBack: 1, leftAlone: 0 }, leftAlone: [],
        broken: [{ label: '7001', column: 'Batch', missing: '44' }], refusal,
      })),
    });
    renderUploads(<HistoryPage />, { api });
    await user.click(await screen.findByRole('button', { name: 'Undo upload students.xlsx' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.undo).not.toHaveBeenCalled();
  });

  it("says 'Unable to Fetch History Details.' when the list fails", async () => {
    renderUploads(<HistoryPage />, { api: fakeUploadsApi({ history: vi.fn(async () => { throw new Error('down'); }) }) });
    expect(await screen.findByText('Unable to Fetch History Details.')).toBeInTheDocument();
  });
});
