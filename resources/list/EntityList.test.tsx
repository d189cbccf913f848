import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { batches, crpStudents } from '../../schemas';
import { MESSAGES } from '../messages';
import { fakeApi, fakeDataProvider, fakeView, renderWithAdmin, type Row } from '../test/renderList';
import { EntityList } from './EntityList';
import { listOpening } from '../../schemas/manifest';

const XSS = '<img src=x onerror=alert(1)>';
const students: Row[] = [
  { id: 1, enrolmentNo: '2600000001', name: 'Aarav Sharma', centre: 'Delhi South Extension', centreId: 1, batch: 'DEL-JEE-11-A', batchId: 11, class: '11th', status: 'active', emailId: 'aa***@example.com', emailMasked: true, mobile: '+91******3210', contactMasked: true },
  { id: 2, enrolmentNo: '2699999999', name: XSS, centre: 'Delhi South Extension', centreId: 1, batch: null, batchId: null, class: '11th', status: 'active', emailId: null, mobile: null },
];

const headers = async () => (await screen.findAllByRole('columnheader')).map((h) => h.textContent?.trim()).filter(Boolean);

// The grid is a lazy chunk; loading it once up front keeps each test's waits about the list, not the import.
beforeAll(async () => {
  await import('./EntityGrid');
}, 60_000);

describe('EntityList (generic, driven by the schema)', { timeout: 60_000 }, () => {
  it('renders the columns, status tabs, filters and search placeholder of the student schema', async () => {
    const dataProvider = fakeDataProvider(students);
    renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider });
    await screen.findByText('Aarav Sharma');
    expect(await headers()).toEqual(expect.arrayContaining(['Enrollment No.', 'Student Name', 'Centre', 'Batch', 'Class', 'Status', 'Email', 'Mobile', 'Actions']));
    const tabs = within(screen.getByRole('tablist', { name: 'Status' })).getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Active', 'Unassociated', 'Deactivated', 'Completed']);
    expect(screen.getByPlaceholderText('Search by Enrolment No. / Student Name')).toBeInTheDocument();
    expect(screen.getByText('All Centres')).toBeInTheDocument();
    expect(screen.getByText('All Batches')).toBeInTheDocument();
    expect(screen.getByText('All Classes')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'crp',
      expect.objectContaining({ pagination: { page: 1, perPage: 100 }, sort: { field: 'enrolmentNo', order: 'ASC' }, filter: { status: 'active' } }),
    );
  });

  it('renders another schema with its own columns, tabs and placeholder', async () => {
    const dataProvider = fakeDataProvider([{ id: 9, batchCode: 'DEL-JEE-11-A', centre: 'Delhi South Extension', class: '11th', programName: 'JEE Advanced', startDate: '2026-04-01', endDate: '2027-03-31', status: 'active' }]);
    renderWithAdmin(<EntityList schema={batches} />, { dataProvider });
    await screen.findByText('JEE Advanced');
    expect(await headers()).toEqual(expect.arrayContaining(['Batch', 'Centre', 'Class', 'Program Name', 'Start Date', 'End Date', 'Status']));
    expect(await headers()).not.toContain('Email');
    const tabs = within(screen.getByRole('tablist', { name: 'Status' })).getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Active', 'Deactivated', 'Completed']);
    expect(screen.getByPlaceholderText('Search by Batch Name')).toBeInTheDocument();
    expect(screen.queryByText('All Batches')).not.toBeInTheDocument();
  });

  it('shows a name made of HTML as text, never as markup', async () => {
    const { container } = renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider: fakeDataProvider(students) });
    expect(await screen.findByText(XSS)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('searches only from 3 characters', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider(students);
    renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider });
    await screen.findByText('Aarav Sharma');
    const box = screen.getByPlaceholderText('Search by Enrolment No. / Student Name');
    await user.type(box, 'Aa');
    expect(await screen.findByText('Type at least 3 characters to search')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 600));
    expect(dataProvider.getList.mock.calls.some(([, p]) => 'q' in p.filter)).toBe(false);
    await user.type(box, 'r');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith('crp', expect.objectContaining({ filter: { status: 'active', q: 'Aar' } })),
    );
  });

  it('says when there are no centres, and when they cannot be fetched', async () => {
    const empty = fakeApi({ supportList: async () => [] });
    const { unmount } = renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider: fakeDataProvider(students), api: empty });
    expect(await screen.findByText('No Centers Available!')).toBeInTheDocument();
    unmount();
    const failing = fakeApi({ supportList: async () => Promise.reject(new Error('down')) });
    renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider: fakeDataProvider(students), api: failing });
    expect(await screen.findByText('Unable to Fetch CENTERS!')).toBeInTheDocument();
  });

  it('shows the spec message when the list cannot be fetched', async () => {
    const dataProvider = fakeDataProvider([]);
    dataProvider.getList.mockRejectedValue(new Error('Server error'));
    renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider });
    expect(await screen.findByText(MESSAGES.viewFailed)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider: fakeDataProvider([]) });
    expect(await screen.findByText('No CRP Students match the current filters.')).toBeInTheDocument();
  });

  it('offers rows per page within the API limit and asks for the chosen size', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider(students);
    renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider });
    await screen.findByText('Aarav Sharma');
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['25', '50', '100']);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '25' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith('crp', expect.objectContaining({ pagination: { page: 1, perPage: 25 } })));
  });

  it('hides and reorders columns from the columns panel', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider: fakeDataProvider(students) });
    await screen.findByText('Aarav Sharma');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const panel = screen.getByRole('dialog', { name: 'Columns' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Email' }));
    await user.click(within(panel).getByRole('button', { name: 'Move Student Name up' }));
    // Read behind the open panel (the page is aria-hidden while it is open): every change applies at once.
    const shownNow = () => screen.queryAllByRole('columnheader', { hidden: true }).map((h) => h.textContent?.trim()).filter(Boolean);
    await waitFor(() => expect(shownNow()).not.toContain('Email'));
    const shown = shownNow();
    expect(shown.indexOf('Student Name')).toBeLessThan(shown.indexOf('Enrollment No.'));
  });

  it('selects all N matching and sends the filter with the confirmed count, not ids', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider: fakeDataProvider(students, 500), api });
    await screen.findByText('Aarav Sharma');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(await screen.findByText('All 2 rows on this page are selected.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 500 matching' }));
    expect(await screen.findByText('All 500 matching selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export all 500' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(/All 500 CRP Students matching the current filters/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Reason/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Dropout Student' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate (500)' }));
    expect(api.changeStatus).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Deactivate 500' }));
    await waitFor(() =>
      expect(api.changeStatus).toHaveBeenCalledWith(crpStudents, { action: 'deactivate', filter: { status: 'active' }, expected: 500, reason: 'Dropout Student' }),
    );
  });

  it("opens with the user's default view and saves the current list as a new view", async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider(students);
    const api = fakeApi({ listViews: async () => [fakeView(5, 'Deactivated', { filter: { status: 'deactivated' }, perPage: 50 }, true)] });
    renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider, api });
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith('crp', expect.objectContaining({ pagination: { page: 1, perPage: 50 }, filter: { status: 'deactivated' } })),
    );
    await user.click(await screen.findByRole('button', { name: 'View: Deactivated' }));
    await user.click(screen.getByRole('menuitem', { name: 'Save current view…' }));
    await user.type(await screen.findByRole('textbox', { name: 'View name' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    await waitFor(() =>
      expect(api.createView).toHaveBeenCalledWith({
        resource: 'crp', name: 'Mine', isDefault: false,
        state: { filter: { status: 'deactivated' }, sort: { field: 'enrolmentNo', order: 'ASC' }, perPage: 50, columns: { order: [], hidden: [], widths: {} } },
      }),
    );
  });

  it("opens with the default view at the address the entities pages write (the list's opening parameters), not at another list's", async () => {
    const o = listOpening(crpStudents.list);
    const opening = `/?${new URLSearchParams({ entity: 'crp', filter: o.filter, page: '1', perPage: String(o.perPage), sort: o.sort, order: o.order })}`;
    const views = async () => [fakeView(5, 'Deactivated', { filter: { status: 'deactivated' }, perPage: 50 }, true)];
    const opened = fakeDataProvider(students);
    const first = renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider: opened, api: fakeApi({ listViews: views }), path: opening });
    await waitFor(() =>
      expect(opened.getList).toHaveBeenLastCalledWith('crp', expect.objectContaining({ pagination: { page: 1, perPage: 50 }, filter: { status: 'deactivated' } })),
    );
    first.unmount();
    // A link to a list of its own (here the Completed tab) keeps it.
    const linked = fakeDataProvider(students);
    renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider: linked, api: fakeApi({ listViews: views }), path: opening.replace(encodeURIComponent(o.filter), encodeURIComponent('{"status":"completed"}')) });
    expect(await screen.findByRole('button', { name: /^Views/ })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(linked.getList).toHaveBeenLastCalledWith('crp', expect.objectContaining({ filter: { status: 'completed' } }));
  });
});
