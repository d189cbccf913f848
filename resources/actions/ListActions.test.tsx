import { render, screen } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { ListActions, SHARED_RECORDS_HINT } from './ListActions';

const auth = (allowed: (resource: string, action?: string) => boolean): AuthProvider => ({
  login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined,
  getPermissions: async () => undefined, canAccess: async ({ resource, action }) => allowed(resource, action),
});

function setup(allowed: (resource: string, action?: string) => boolean) {
  render(
    <AdminContext authProvider={auth(allowed)}>
      <ListActions resource="course-program" status="active" selected={2} onAction={() => {}} onClearSelection={() => {}} />
    </AdminContext>,
  );
}

describe('ListActions and records shared by all centres (issue 13)', () => {
  it('offers Deactivate to a user who may change the records', async () => {
    setup(() => true);
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeEnabled();
  });

  it('says why instead of offering a status change the server would refuse', async () => {
    const asked: string[] = [];
    setup((resource, action) => (asked.push(`${resource}:${action}`), false));
    expect(await screen.findByText(SHARED_RECORDS_HINT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(asked).toContain('course-program:changeStatus');
  });
});
