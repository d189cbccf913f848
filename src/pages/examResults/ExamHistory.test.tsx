// The exam-result history on the shared list: its columns with the page's cells (status, counts, the file's error),
// 10 a page through the dataProvider, the page in the URL, and read again while an upload still runs.
import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { fakeApi, renderWithAdmin } from '../../../resources/test/renderList';
import { examResultHistory } from '../../../schemas/exam-result-history';
import { ExamHistory, useExamHistory } from './ExamHistory';

const base = { examId: 1, examName: 'JEE Main', year: 2025, uploadedBy: 'Org Admin', centre: null, multiCentre: true, hasResult: false, errorMessage: null, createdAt: '2026-11-20T10:00:00.000Z' };
const done = { ...base, id: 2, fileName: 'results.xlsx', status: 'successful', totalRows: 3, processedRows: 3, counts: { rows: 3, created: 3, changed: 0, unchanged: 0, withErrors: 0 } };
const failed = { ...base, id: 3, fileName: 'bad.xlsx', status: 'failed', totalRows: 0, processedRows: 0, counts: null, errorMessage: 'The file could not be read' };
const running = { ...base, id: 4, fileName: 'big.xlsx', status: 'inprogress', totalRows: 10, processedRows: 4, counts: null };

function History() {
  return <ExamHistory list={useExamHistory()} />;
}

beforeAll(async () => {
  await import('../../../resources/list/EntityGrid');
}, 60_000);

describe('exam-result history on the shared list', { timeout: 60_000 }, () => {
  it('shows exam, year, file, status, rows in words, who and when; 10 a page through the dataProvider', async () => {
    const api = fakeApi({ listPage: vi.fn(async () => ({ rows: [done, failed], total: 12 })) });
    renderWithAdmin(<History />, { api, path: '/exam-result/upload?page=2' });
    const grid = await screen.findByRole('grid', { name: 'Exam result upload history' });
    const line = await within(grid).findByRole('row', { name: /results\.xlsx/ });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Exam', 'Year', 'File Name', 'Status', 'Rows', 'Uploaded By', 'Date']);
    expect(line).toHaveTextContent('JEE Main');
    expect(line).toHaveTextContent('Successful');
    expect(line).toHaveTextContent('3 rows: 3 new, 0 changed, 0 unchanged');
    expect(within(grid).getByRole('row', { name: /bad\.xlsx/ })).toHaveTextContent('The file could not be read');
    expect(api.listPage).toHaveBeenCalledWith(examResultHistory, expect.objectContaining({ pagination: { page: 2, perPage: 10 } }), expect.objectContaining({ path: 'auth/exam-result/history' }));
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  });

  it('reads the page again while an upload is queued or running, and stops once every one has run', async () => {
    let calls = 0;
    const api = fakeApi({ listPage: vi.fn(async () => ({ rows: [++calls < 2 ? running : { ...running, status: 'successful', processedRows: 10, counts: done.counts }], total: 1 })) });
    renderWithAdmin(<History />, { api, path: '/exam-result/upload' });
    expect(await screen.findByRole('progressbar', { name: 'Progress' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('row', { name: /big\.xlsx/ })).toHaveTextContent('Successful'), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 2500));
    expect(api.listPage).toHaveBeenCalledTimes(2);
  });

  it('says when nothing has been uploaded yet', async () => {
    renderWithAdmin(<History />, { api: fakeApi(), path: '/exam-result/upload' });
    expect(await screen.findByText('No exam results have been uploaded yet.')).toBeInTheDocument();
  });
});
