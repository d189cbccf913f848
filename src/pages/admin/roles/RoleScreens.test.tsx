// Roles on a fake admin provider: abilities picked with their slots shown, or '*'.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { fakeAdminProvider, renderAdmin } from '../test/renderAdmin';
import { ROLES } from '../adminPaths';
import { RoleEdit, RoleList } from './RoleScreens';

vi.setConfig({ testTimeout: 30_000 });


describe('roles', () => {
  it('lists roles with their abilities in short and their user counts', async () => {
    renderAdmin(<ResourceContextProvider value={ROLES}><RoleList /></ResourceContextProvider>, { path: '/supporthome/roles' });
    expect(await screen.findByText('All (*)')).toBeInTheDocument();
    expect(screen.getByText('Student Accounts, Batches')).toBeInTheDocument();
  });

  it('edits abilities: each option shows its slot; the body is name and abilities only', async () => {
    const dataProvider = fakeAdminProvider();
    renderAdmin(<ResourceContextProvider value={ROLES}><RoleEdit /></ResourceContextProvider>, { dataProvider, path: '/supporthome/roles/3', route: '/supporthome/roles/:id/*' });
    expect(await screen.findByText('Student Accounts · slot 130')).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Abilities' });
    fireEvent.change(box, { target: { value: 'Calendar' } });
    const option = await screen.findByRole('option', { name: /^Calendar/ });
    expect(option).toHaveTextContent(/slot \d+/);
    fireEvent.click(option);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0][1].data).toEqual({ name: 'Centre Admin', abilities: ['Student Accounts', 'Batches', 'Calendar'] });
  });

  it('All abilities replaces the list with ["*"]', async () => {
    const dataProvider = fakeAdminProvider();
    renderAdmin(<ResourceContextProvider value={ROLES}><RoleEdit /></ResourceContextProvider>, { dataProvider, path: '/supporthome/roles/3', route: '/supporthome/roles/:id/*' });
    fireEvent.click(await screen.findByRole('checkbox', { name: /All abilities/ }));
    expect(screen.queryByRole('combobox', { name: 'Abilities' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0][1].data.abilities).toEqual(['*']);
  });
});
