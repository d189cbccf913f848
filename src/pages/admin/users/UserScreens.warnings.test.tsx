// Under MUI 9, react-admin 5's own inputs hand MUI props it no longer knows (InputProps, inputProps, inputRef) and React
// logs an unknown-prop warning. The user screens use the console's MUI 9 inputs instead: rendering and using the list
// (search, filters, select all) and the create and edit forms logs none. Its own file: React logs each unknown prop
// once per module instance, so the spy must see the first render.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PasswordInput, ResourceContextProvider, SimpleForm } from 'react-admin';
import { fakeAdminProvider, renderAdmin } from '../test/renderAdmin';
import { watchUnknownProps } from '../test/unknownProps';
import { USERS } from '../adminPaths';
import UserList from './UserList';
import UserCreate from './UserCreate';
import UserEdit from './UserEdit';

vi.setConfig({ testTimeout: 30_000 });

const { warnings: unknownPropWarnings, spy } = watchUnknownProps();
beforeEach(() => spy().mockClear());

const inUsers = (ui: React.ReactNode) => <ResourceContextProvider value={USERS}>{ui}</ResourceContextProvider>;

describe('user screens under MUI 9', () => {
  it('the user list (search with its icon, filters, select all) logs no unknown-prop warning', async () => {
    const dataProvider = fakeAdminProvider();
    renderAdmin(inUsers(<UserList />), { dataProvider, path: '/supporthome/users' });
    expect(await screen.findByRole('link', { name: 'Priya Nair' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: 'Search name or username' });
    expect(search.parentElement!.querySelector('[data-testid="search-icon"]')).not.toBeNull();
    fireEvent.change(search, { target: { value: 'priya' } });
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith(USERS, expect.objectContaining({ filter: { q: 'priya' } })), { timeout: 5_000 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith(USERS, expect.objectContaining({ filter: { q: 'priya', active: false } })));
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Organisation' })).toBeInTheDocument();
    expect(unknownPropWarnings()).toEqual([]);
  });

  it('the create form (password toggle, centres, active switch) logs no unknown-prop warning', async () => {
    renderAdmin(inUsers(<UserCreate />), { path: '/supporthome/users/create' });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Centres' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(unknownPropWarnings()).toEqual([]);
  });

  it('the edit form logs no unknown-prop warning', async () => {
    renderAdmin(inUsers(<UserEdit />), { path: '/supporthome/users/5', route: '/supporthome/users/:id/*' });
    expect(await screen.findByRole('switch', { name: 'Active' })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Delhi South Extension (DEL-SD)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Centre Admin');
    expect(unknownPropWarnings()).toEqual([]);
  });

  // Last, since React logs the warning only once: the spy does catch react-admin's own input under MUI 9.
  it('control: react-admin’s own PasswordInput does log the warning this spy looks for', async () => {
    renderAdmin(
      <SimpleForm toolbar={false} onSubmit={() => undefined}>
        <PasswordInput source="password" />
      </SimpleForm>,
    );
    await screen.findByLabelText('Password');
    expect(unknownPropWarnings().join('\n')).toMatch(/InputProps/);
  });
});
