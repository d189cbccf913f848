// A list opened at the default view this browser remembers is asked for once, with the default's parameters; when
// the server's default has changed since (or is gone), the list follows the server and the browser remembers that.
import { screen, waitFor } from '@testing-library/react';
import { crpStudents } from '../../schemas';
import type { ViewState } from '../../schemas/api';
import { listOpening } from '../../schemas/manifest';
import { EntityList } from '../list/EntityList';
import { fakeApi, fakeDataProvider, fakeView, renderWithAdmin, type Row } from '../test/renderList';
import { rememberDefault, rememberedDefault, viewOpening } from './rememberedDefault';

const students: Row[] = [
  { id: 1, enrolmentNo: '2600000001', name: 'Aarav Sharma', centre: 'Delhi South Extension', centreId: 1, batch: 'DEL-JEE-11-A', batchId: 11, class: '11th', status: 'active', emailId: null, mobile: null },
];
const deactivated: ViewState = { filter: { status: 'deactivated' }, sort: { field: 'enrolmentNo', order: 'ASC' }, perPage: 50 };
const completed: ViewState = { filter: { status: 'completed' }, sort: { field: 'name', order: 'DESC' }, perPage: 25 };
/** The address the entities pages write for a list opened at `state` (src/pages/entities/entityUrl.ts). */
const at = (state: ViewState | null) => {
  const o = state ? viewOpening(state) : listOpening(crpStudents.list);
  return `/?${new URLSearchParams({ entity: 'crp', filter: o.filter, page: '1', perPage: String(o.perPage), sort: o.sort, order: o.order })}`;
};
const asked = (state: ViewState) => expect.objectContaining({ pagination: { page: 1, perPage: state.perPage }, sort: state.sort, filter: state.filter });
const settle = () => new Promise((r) => setTimeout(r, 300));

beforeAll(async () => {
  await import('../list/EntityGrid');
}, 60_000);
afterEach(() => localStorage.clear());

describe('the remembered default view', { timeout: 60_000 }, () => {
  it('opens the list at it with one request, names it in the views menu, and keeps it remembered', async () => {
    rememberDefault('crp', '', deactivated);
    const dataProvider = fakeDataProvider(students);
    renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider, api: fakeApi({ listViews: async () => [fakeView(5, 'Deactivated', deactivated, true)] }), path: at(deactivated) });
    expect(await screen.findByRole('button', { name: 'View: Deactivated' })).toBeInTheDocument();
    await settle();
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
    expect(dataProvider.getList).toHaveBeenCalledWith('crp', asked(deactivated));
    expect(rememberedDefault('crp', '')).toMatchObject(deactivated);
  });

  it("follows the server's default when it changed since, and remembers the new one", async () => {
    rememberDefault('crp', '', deactivated);
    const dataProvider = fakeDataProvider(students);
    renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider, api: fakeApi({ listViews: async () => [fakeView(6, 'Completed', completed, true)] }), path: at(deactivated) });
    expect(await screen.findByRole('button', { name: 'View: Completed' })).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith('crp', asked(completed)));
    expect(rememberedDefault('crp', '')).toMatchObject(completed);
  });

  it('opens the plain list when the server has no default any more, and forgets it', async () => {
    rememberDefault('crp', '', deactivated);
    const dataProvider = fakeDataProvider(students);
    renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider, api: fakeApi({ listViews: async () => [fakeView(5, 'Deactivated', deactivated, false)] }), path: at(deactivated) });
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith('crp', expect.objectContaining({ filter: { status: 'active' }, pagination: { page: 1, perPage: 100 } })));
    expect(rememberedDefault('crp', '')).toBeNull();
  });

  it('leaves a link to a list of its own alone, default or not', async () => {
    rememberDefault('crp', '', deactivated);
    const dataProvider = fakeDataProvider(students);
    renderWithAdmin(<EntityList schema={crpStudents} />, { dataProvider, api: fakeApi({ listViews: async () => [fakeView(5, 'Deactivated', deactivated, true)] }), path: at(completed) });
    expect(await screen.findByRole('button', { name: /^Views/ })).toBeInTheDocument();
    await settle();
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
    expect(dataProvider.getList).toHaveBeenCalledWith('crp', asked(completed));
  });
});
