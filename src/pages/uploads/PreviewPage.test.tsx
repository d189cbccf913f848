import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PreviewPage from './PreviewPage';
import { ROW_HEIGHT } from './PreviewGrid';
import { fakeUploadsApi, largePreview, renderUploads, samplePreview } from './testKit';
import { uploadSession } from './uploadSession';
import type { Preview } from './types';
import { HttpError } from '../../api/errors';

const target = { entity: 'crp', operation: 'create', path: 'auth/v4/glorifire-entities/students', multiCentre: false, centreId: 1 };
// jsdom has no layout: the grid falls back to its height prop (560 px: a 44 px header and 516 px of rows).
const VIEWPORT = 560 - 44;

function open(preview: Preview | number) {
  uploadSession.set({
    file: new File(['PK'], 'students.xlsx'), target, preview: typeof preview === 'number' ? samplePreview(preview) : preview,
    idempotencyKey: 'key-1', returnTo: '/glorifireEntities/home/upload?entity=crp',
  });
}

const grid = () => screen.getByRole('grid', { name: 'Preview rows' });
/** The rendered body rows (the header row has aria-rowindex 1). */
const bodyRows = () => within(grid()).getAllByRole('row').filter((r) => r.getAttribute('aria-rowindex') !== '1');
const rowIndexes = () => bodyRows().map((r) => Number(r.getAttribute('aria-rowindex')));
const activeRow = () => document.getElementById(grid().getAttribute('aria-activedescendant') ?? '');
const details = () => screen.getByRole('region', { name: 'Active row details' });
/** The details strip as lines: its heading, then each problem. */
const detailLines = () => [details().querySelector('p')?.textContent, ...within(details()).queryAllByRole('listitem').map((li) => li.textContent)];

describe('PreviewPage', { timeout: 60_000 }, () => {
  // Unmount before clearing the session: this hook runs before Testing Library's own cleanup, and clearing the
  // store under a mounted page re-renders it outside act().
  afterEach(() => {
    cleanup();
    uploadSession.set(null);
  });

  it('shows the counts, each problem in words, and filters to the rows with errors', async () => {
    const user = userEvent.setup();
    open(1);
    renderUploads(<PreviewPage />);
    expect(screen.getByRole('listitem', { name: 'With errors: 1' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'To be created: 3' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /With warnings/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Mobile: must be 9 to 15 digits')).toBeInTheDocument();
    expect(within(grid()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Row', 'Change', 'Problems', 'S.No', 'Enrollment No.', 'Student Name', 'Current Centre', 'Current Batch', 'Class', 'New Centre', 'New Batch',
    ]);
    expect(bodyRows()).toHaveLength(4);
    expect(grid()).toHaveAttribute('aria-rowcount', '5');
    await user.click(screen.getByLabelText(/Show only rows with errors/));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]).getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 4 rows')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('joins several problems of a row on its one line, the whole text in the tooltip', () => {
    const preview = samplePreview(1);
    preview.rows[0].errors.push({ column: 'Email', rule: 'email-format', message: 'Row 2, Email: is not an email address' });
    open(preview);
    renderUploads(<PreviewPage />);
    const cell = screen.getByText('Mobile: must be 9 to 15 digits; Email: is not an email address');
    expect(cell).toHaveAttribute('title', 'Mobile: must be 9 to 15 digits; Email: is not an email address');
    expect(cell).toHaveAttribute('role', 'gridcell');
  });

  it('renders only a window of 100,000 rows and follows the scroll', () => {
    open(largePreview(100_000, 100));
    renderUploads(<PreviewPage />);
    expect(grid()).toHaveAttribute('aria-rowcount', '100001');
    expect(screen.getByText('Showing 100,000 rows')).toBeInTheDocument();
    const first = rowIndexes();
    expect(first.length).toBeGreaterThanOrEqual(Math.ceil(VIEWPORT / ROW_HEIGHT));
    expect(first.length).toBeLessThan(100);
    expect(first[0]).toBe(2);
    expect(within(bodyRows()[0]).getByText('Student 1')).toBeInTheDocument();

    // Scrolled to row index 50,000: that row and its neighbours are rendered at their place, the top ones are gone.
    fireEvent.scroll(grid(), { target: { scrollTop: 50_000 * ROW_HEIGHT } });
    const middle = rowIndexes();
    expect(middle.length).toBeLessThan(100);
    expect(middle).toContain(50_002);
    expect(middle).not.toContain(2);
    const row = bodyRows().find((r) => r.getAttribute('aria-rowindex') === '50002')!;
    expect(row).toHaveStyle({ top: `${50_000 * ROW_HEIGHT}px` });
    expect(within(row).getByText('Student 50001')).toBeInTheDocument();
  });

  it('narrows 100,000 rows to the rows with errors', async () => {
    const user = userEvent.setup();
    open(largePreview(100_000, 100));
    renderUploads(<PreviewPage />);
    fireEvent.scroll(grid(), { target: { scrollTop: 9_000 * ROW_HEIGHT } });
    await user.click(screen.getByLabelText('Show only rows with errors (1,000)'));
    await waitFor(() => expect(grid()).toHaveAttribute('aria-rowcount', '1001'));
    expect(screen.getByText('Showing 1,000 of 100,000 rows')).toBeInTheDocument();
    // Back at the top of the narrower list, and every rendered row is an error row.
    expect(grid().scrollTop).toBe(0);
    expect(rowIndexes()[0]).toBe(2);
    expect(bodyRows().length).toBeLessThan(100);
    for (const r of bodyRows()) expect(within(r).getByText('Error')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByText('101')).toBeInTheDocument(); // sheet row of the 100th data row
  });

  it('moves the active row with the keyboard and scrolls it into view', async () => {
    const user = userEvent.setup();
    open(largePreview(100_000, 100));
    renderUploads(<PreviewPage />);
    act(() => grid().focus());
    expect(grid()).toHaveAttribute('tabindex', '0');
    expect(activeRow()).toHaveAttribute('aria-rowindex', '2');

    await user.keyboard('{End}');
    expect(activeRow()).toHaveAttribute('aria-rowindex', '100001');
    expect(activeRow()).toHaveAttribute('data-active', 'true');
    expect(within(activeRow()!).getByText('Student 100000')).toBeInTheDocument();
    expect(grid().scrollTop).toBe(100_000 * ROW_HEIGHT - VIEWPORT);
    expect(rowIndexes()).not.toContain(2);
    expect(bodyRows().length).toBeLessThan(100);

    await user.keyboard('{ArrowUp}');
    expect(activeRow()).toHaveAttribute('aria-rowindex', '100000');
    await user.keyboard('{Home}');
    expect(activeRow()).toHaveAttribute('aria-rowindex', '2');
    expect(grid().scrollTop).toBe(0);
    await user.keyboard('{ArrowDown}{PageDown}');
    const page = Math.floor(VIEWPORT / ROW_HEIGHT) - 1;
    expect(activeRow()).toHaveAttribute('aria-rowindex', String(3 + page));
    await user.keyboard('{PageUp}');
    expect(activeRow()).toHaveAttribute('aria-rowindex', '3');
  });

  it('keeps the active row in the DOM when the mouse scrolls it away', async () => {
    const user = userEvent.setup();
    open(largePreview(100_000, 100));
    renderUploads(<PreviewPage />);
    await user.click(within(bodyRows()[2]).getByText('Student 3'));
    expect(activeRow()).toHaveAttribute('aria-rowindex', '4');
    fireEvent.scroll(grid(), { target: { scrollTop: 70_000 * ROW_HEIGHT } });
    expect(rowIndexes()).toContain(70_002);
    expect(activeRow()).toHaveAttribute('aria-rowindex', '4');
  });

  it('spells out the active row\'s problems in full under the grid, for the keyboard and a click', async () => {
    const user = userEvent.setup();
    const preview = largePreview(100_000, 100);
    preview.rows[99_999].errors.push({ column: 'Email', rule: 'email-format', message: 'Row 100001, Email: is not an email address' });
    open(preview);
    renderUploads(<PreviewPage />);
    expect(details()).toHaveAttribute('aria-live', 'polite');
    expect(details()).toHaveTextContent(/^Select a row to see its problems in full$/);
    expect(screen.getByText('Showing 100,000 rows')).toBeInTheDocument();

    act(() => grid().focus());
    expect(detailLines()).toEqual(['Row 2 · Create · no problems']);
    await user.keyboard('{End}');
    expect(detailLines()).toEqual(['Row 100001 · Error', 'Mobile: must be 9 to 15 digits', 'Email: is not an email address']);
    await user.keyboard('{ArrowUp}');
    expect(detailLines()).toEqual(['Row 100000 · Create · no problems']);

    // A click makes the row active; the errors-only switch starts over with no active row.
    await user.click(screen.getByLabelText('Show only rows with errors (1,000)'));
    await waitFor(() => expect(grid()).toHaveAttribute('aria-rowcount', '1001'));
    expect(details()).toHaveTextContent(/^Select a row to see its problems in full$/);
    await user.click(within(bodyRows()[1]).getByText('Student 200'));
    expect(activeRow()).toHaveAttribute('aria-rowindex', '3');
    expect(detailLines()).toEqual(['Row 201 · Error', 'Mobile: must be 9 to 15 digits']);
  });

  it('offers no errors-only filter when no row has an error: every row shows', () => {
    open(0);
    renderUploads(<PreviewPage />);
    expect(screen.getByLabelText('Show only rows with errors (0)')).toBeDisabled();
    expect(screen.getByLabelText('Show only rows with errors (0)')).not.toBeChecked();
    expect(bodyRows()).toHaveLength(samplePreview(0).rows.length);
    expect(screen.queryByText('No rows to show')).not.toBeInTheDocument();
  });

  it('ends the errors-only filter once the last error is fixed: every row shows again, not an empty grid', async () => {
    const user = userEvent.setup();
    const preview = { ...samplePreview(1), editKey: 'edit-1' };
    preview.rows[0].fix = { Mobile: '12345' };
    const recheck = vi.fn().mockResolvedValueOnce({ rows: [{ ...samplePreview(0).rows[0] }], counts: samplePreview(0).counts });
    open(preview);
    renderUploads(<PreviewPage />, { api: fakeUploadsApi({ recheck }), path: '/glorifireEntities/preview' });
    await user.click(screen.getByLabelText('Show only rows with errors (1)'));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(within(bodyRows()[0]).getByText('Student 0'));
    const form = screen.getByRole('form', { name: 'Fix row 2' });
    await user.clear(within(form).getByRole('textbox', { name: 'Mobile' }));
    await user.type(within(form).getByRole('textbox', { name: 'Mobile' }), '9876543210{Enter}');
    await waitFor(() => expect(bodyRows()).toHaveLength(preview.rows.length));
    expect(screen.getByLabelText('Show only rows with errors (0)')).not.toBeChecked();
    expect(screen.getByLabelText('Show only rows with errors (0)')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('fixes an error cell under the grid: refused in the server\'s words, then checked again, counts updated, the fix submitted', async () => {
    const user = userEvent.setup();
    const preview = { ...samplePreview(1), editKey: 'edit-1' };
    preview.rows[0].fix = { Mobile: '12345' };
    const fixedRow = { ...samplePreview(0).rows[0] };
    const recheck = vi.fn()
      .mockRejectedValueOnce(new HttpError('Row 2, Mobile: must be 9 to 15 digits, optionally with a leading +', 422))
      .mockResolvedValueOnce({ rows: [fixedRow], counts: samplePreview(0).counts });
    const api = fakeUploadsApi({ recheck });
    open(preview);
    renderUploads(<PreviewPage />, { api, path: '/glorifireEntities/preview' });
    expect(screen.getByText(/Or fix a row here/)).toBeInTheDocument();
    await user.click(within(bodyRows()[0]).getByText('Student 0'));
    const form = screen.getByRole('form', { name: 'Fix row 2' });
    const mobile = within(form).getByRole('textbox', { name: 'Mobile' });
    expect(mobile).toHaveValue('12345');
    await user.clear(mobile);
    await user.type(mobile, '999{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Row 2, Mobile: must be 9 to 15 digits, optionally with a leading +');
    expect(recheck).toHaveBeenLastCalledWith('edit-1', 2, { Mobile: '999' });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    await user.clear(mobile);
    await user.type(mobile, '9876543210');
    await user.click(within(form).getByRole('button', { name: 'Check row again' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'With errors: 0' })).toBeInTheDocument());
    expect(recheck).toHaveBeenLastCalledWith('edit-1', 2, { Mobile: '9876543210' });
    expect(detailLines()).toEqual(['Row 2 · Create · no problems']);
    expect(screen.queryByRole('form', { name: 'Fix row 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.submit).toHaveBeenCalledWith(target, expect.any(File), 'key-1', 'all', 'edit-1'));
  });

  it('submits a clean file with its idempotency key and opens the history', async () => {
    const user = userEvent.setup();
    const api = fakeUploadsApi();
    open(0);
    renderUploads(<PreviewPage />, { api, path: '/glorifireEntities/preview' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent('/glorifireEntities/history'));
    expect(api.submit).toHaveBeenCalledWith(target, expect.any(File), 'key-1', 'all');
  });

  it('shows a warning apart from the errors, counts it, and still submits', async () => {
    const user = userEvent.setup();
    const api = fakeUploadsApi();
    const preview = samplePreview(1);
    const message = 'Row 3, Student Name: may be the same student as Enrollment No. 2600000004 (id 4) at Mumbai Andheri, who has the same Student Name and Mobile';
    preview.rows[1].warnings = [{ column: 'Student Name', rule: 'likely-duplicate', message }];
    preview.counts.withWarnings = 1;
    open(preview);
    renderUploads(<PreviewPage />, { api, path: '/glorifireEntities/preview' });
    expect(screen.getByRole('listitem', { name: 'With warnings: 1' })).toBeInTheDocument();
    expect(screen.getByText(/^1 of 4 rows have warnings\. A warning does not stop the upload/)).toBeInTheDocument();
    const warning = within(bodyRows()[1]).getByText(`Warning: ${message.slice('Row 3, '.length)}`);
    expect(warning).toHaveClass('pg-warning');
    expect(within(bodyRows()[1]).getByText('Create')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByText('Mobile: must be 9 to 15 digits')).not.toHaveClass('pg-warning');
    await user.click(within(bodyRows()[1]).getByText('Student 1'));
    expect(detailLines()).toEqual(['Row 3 · Create', `Warning: ${message.slice('Row 3, '.length)}`]);
    expect(within(details()).getByRole('list', { name: 'Warnings' })).toBeInTheDocument();

    // Only errors stop a submit: the same preview without its error row goes on, warning and all.
    cleanup();
    open({ ...preview, rows: preview.rows.slice(1), counts: { ...preview.counts, rows: 3, withErrors: 0, valid: 3 } });
    renderUploads(<PreviewPage />, { api, path: '/glorifireEntities/preview' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.submit).toHaveBeenCalledWith(target, expect.any(File), 'key-1', 'all'));
  });

  it('applies the valid rows only by the clerk\'s choice, confirmed first with what it means', async () => {
    const user = userEvent.setup();
    const api = fakeUploadsApi();
    open(1);
    renderUploads(<PreviewPage />, { api, path: '/glorifireEntities/preview' });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByText(/Or apply only the valid rows now, and get the others back in the result file to fix\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply valid rows only' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply the valid rows only?' });
    expect(dialog).toHaveTextContent('3 of 4 rows will be applied. The 1 row with errors will not');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.submit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apply valid rows only' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply 3 valid rows' }));
    await waitFor(() => expect(api.submit).toHaveBeenCalledWith(target, expect.any(File), 'key-1', 'valid'));
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent('/glorifireEntities/history'));
  });

  it('says what to do when there is nothing to preview', () => {
    renderUploads(<PreviewPage />);
    expect(screen.getByText('There is no file to preview. Choose a file on the upload page first.')).toBeInTheDocument();
  });
});
