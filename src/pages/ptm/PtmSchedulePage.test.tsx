import { render, screen } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { computeSlots } from '../../../schemas/access/slots';
import { NOT_AUTHORIZED_MESSAGE } from '../../access/guard';
import PtmSchedulePage from './PtmSchedulePage';

const auth = (abilities: string[], roleName: string): AuthProvider => ({
  login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined,
  getPermissions: async () => computeSlots({ abilities, roleName }),
});

describe('PTM Schedule page without the PTM ability', () => {
  it('says the module is not for this user and asks the server nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(
      <MemoryRouter initialEntries={['/ptm-schedule/view']}>
        <AdminContext authProvider={auth(['Task Tickets'], 'Support Team')}>
          <PtmSchedulePage />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText(NOT_AUTHORIZED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Upload' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});
