// The user screens on a fake admin provider: bulk deactivate asks first and sends one call, reset password shows the
// one-time password once, client rules and server field errors show under their fields, and effective access.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { HttpError } from '../../../api/errors';
import { sessionStore } from '../../../api/session';
import { fakeAdminProvider, notified, renderAdmin } from '../test/renderAdmin';
import { USERS } from '../adminPaths';
import UserList from './UserList';
import UserCreate from './UserCreate';
import UserEdit from './UserEdit';
import { NOT_SHOWN_AGAIN } from './ResetPasswordButton';

vi.setConfig({ testTimeout: 30_000 });

const inUsers = (ui: React.ReactNode) => <ResourceContextProvider value={USERS}>{ui}</ResourceContextProvider>;

describe('UserList', () => {
  it('lists the users with their role and scope; bulk Deactivate asks first, then sends one call for all', async () => {
    const dataProvider = fakeAdminProvider();
    renderAdmin(inUsers(<UserList />), { dataProvider, path: '/supporthome/users' });
    expect(await screen.findByRole('link', { name: 'Priya Nair' })).toHaveAttribute('href', '/supporthome/users/5');
    expect(screen.getByText('1 centre')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate 2 users?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.adminDeactivateUsers).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(dataProvider.adminDeactivateUsers).toHaveBeenCalledTimes(1));
    expect(dataProvider.adminDeactivateUsers).toHaveBeenCalledWith([1, 5]);
    await waitFor(() => expect(notified).toContain('2 users deactivated'));
  });
});

describe('UserCreate', () => {
  it('an Admin of an organisation finds it chosen already, with no "None" to choose', async () => {
    sessionStore().saveLogin('token', { userRoles: [{ name: 'Admin' }], userId: 1, settings: { orgsData: [{ id: 1, name: 'Vidya Coaching Institute', code: 'VCI' }] } });
    try {
      renderAdmin(inUsers(<UserCreate />), { dataProvider: fakeAdminProvider(), path: '/supporthome/users/create' });
      const org = await screen.findByRole('combobox', { name: /Organisation/ });
      await waitFor(() => expect(org).toHaveTextContent('Vidya Coaching Institute'));
      expect(screen.getByText('Your organisation')).toBeInTheDocument();
      fireEvent.mouseDown(org);
      expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Vidya Coaching Institute']);
    } finally {
      sessionStore().clearAllStores();
    }
  });

  it('checks the rules in the browser first, then shows the server field error under its field', async () => {
    const create = vi.fn(async () => {
      throw new HttpError('Username is already taken', 400, 400, { errors: { username: 'Username is already taken' } });
    });
    const dataProvider = fakeAdminProvider({ create });
    renderAdmin(inUsers(<UserCreate />), { dataProvider, path: '/supporthome/users/create' });
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Dup' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ab' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Username must be 3 to 64 characters: letters, digits and . _ @ -')).toBeInTheDocument();
    expect(screen.getByText('Choose a role')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ADMIN' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-1' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Centre Admin' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.click(screen.getByRole('radio', { name: 'General (no centres)' }));
    // Save is disabled while the form validates the last change.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]).toEqual([USERS, expect.objectContaining({ data: expect.objectContaining({ username: 'ADMIN', password: 'long-enough-1', roleId: 3, scope: 'general', centreIds: [] }) })]);
  });
});

describe('UserEdit', () => {
  it('shows effective access: menu categories from the slots, the slots and the centres', async () => {
    renderAdmin(inUsers(<UserEdit />), { path: '/supporthome/users/5', route: '/supporthome/users/:id/*' });
    const panel = await screen.findByRole('region', { name: 'Effective access' });
    expect(await within(panel).findByText('Delhi South Extension (DEL-SD)')).toBeInTheDocument();
    expect(within(panel).getByTestId('access-categories')).toHaveTextContent('Institute');
    expect(within(panel).getByTestId('access-slots')).toHaveTextContent('120, 130');
  });

  it('Reset password asks first, then shows the one-time password once with a copy button and the warning', async () => {
    const dataProvider = fakeAdminProvider();
    renderAdmin(inUsers(<UserEdit />), { dataProvider, path: '/supporthome/users/5', route: '/supporthome/users/:id/*' });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    const ask = await screen.findByRole('dialog', { name: 'Reset the password of Priya Nair?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Reset password' }));
    const shown = await screen.findByRole('dialog', { name: 'One-time password' });
    expect(dataProvider.adminResetPassword).toHaveBeenCalledWith(5);
    expect(within(shown).getByText(NOT_SHOWN_AGAIN)).toBeInTheDocument();
    expect(within(shown).getByTestId('one-time-password')).toHaveValue('Tq9-vX2!mKp4');
    expect(within(shown).getByRole('button', { name: 'Copy password' })).toBeInTheDocument();
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue('Tq9-vX2!mKp4')).toBeNull());
  });

  it('switching Active off asks before saving; saving sends only the editable fields', async () => {
    const dataProvider = fakeAdminProvider();
    renderAdmin(inUsers(<UserEdit />), { dataProvider, path: '/supporthome/users/5', route: '/supporthome/users/:id/*' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Active' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('dialog', { name: 'Deactivate this user?' });
    expect(dataProvider.update).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Save and deactivate' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0][1].data).toEqual({
      username: 'priya', firstName: 'Priya', lastName: 'Nair', roleId: 3, orgId: 1, scope: 'centre', centreIds: [11], active: false,
    });
    await waitFor(() => expect(notified).toContain('User saved'));
  });
});
