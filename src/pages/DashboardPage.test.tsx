import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CoreAdminContext, type AuthProvider } from 'react-admin';
import { computeSlots } from '../../schemas/access/slots';

import { http } from '../api/httpClient';
import DashboardPage, { greetingFor } from './DashboardPage';

// The ui project shares one module graph per worker, so a vi.mock of the client would not reach a DashboardPage
// another file imported first: the counters call is stubbed on the one client object instead.
const post = vi.fn(async () => ({ code: 200, message: 'ok', data: { actionables: 2, alertCount: 2, escalationCount: 5 } }));
beforeEach(() => { vi.spyOn(http, 'post').mockImplementation(post as unknown as typeof http.post); });

function renderAs(roleName: string, abilities: string[], firstName: string) {
  window.sessionStorage.setItem('roleName', roleName);
  window.sessionStorage.setItem('Fname', firstName);
  window.sessionStorage.setItem('lname', 'Tester');
  const state = computeSlots({ abilities, roleName });
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => state,
  };
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <CoreAdminContext authProvider={authProvider}>
        <DashboardPage />
      </CoreAdminContext>
    </MemoryRouter>,
  );
}

describe('DashboardPage', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    post.mockClear();
    vi.restoreAllMocks();
  });

  it('greets the user with name and role, and links only to modules they may open', async () => {
    renderAs('Centre Admin', ['Student Accounts', 'Time Table'], 'Priya');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Priya\./)).toBeInTheDocument();
    expect(screen.getByText('Centre Admin')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Student Accounts' })).toHaveAttribute('href', '/glorifireEntities/home?entity=crp');
    expect(screen.getByRole('link', { name: 'Time Table' })).toHaveAttribute('href', '/time-table');
    expect(screen.queryByRole('link', { name: 'User Management' })).toBeNull();
    // No alert tabs: no counts card and no counters call.
    expect(screen.queryByText('Pending alerts and escalations')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it("is titled 'Managing Partner Dashboard' for managing-partner roles and shows the pending counts", async () => {
    renderAs('AO (All)', ['Alert & Escalation List', 'My Training'], 'Vikram');
    expect(await screen.findByRole('heading', { level: 1, name: 'Managing Partner Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('5')).toBeInTheDocument();
    expect(screen.getByText('Pending escalations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open alerts/ })).toHaveAttribute('href', '/alert-escalation');
  });

  it.each([[8, 'Good morning'], [13, 'Good afternoon'], [20, 'Good evening']])('at %i h says %s', (hour, text) => {
    expect(greetingFor(hour)).toBe(text);
  });
});
