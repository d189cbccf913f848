import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { CoreAdminContext, type AuthProvider } from 'react-admin';
import { computeSlots } from '../../schemas/access/slots';
import { matchRoute, type RouteDef } from '../routes/routeTable';
import { NOT_AUTHORIZED_MESSAGE } from '../access/guard';
import { feedback } from './feedback';
import { RouteGuard, resetRouteGuard } from './RouteGuard';

const centreAdmin = computeSlots({ abilities: ['Student Accounts', 'Time Table'], roleName: 'Centre Admin' });
const admin = computeSlots({ abilities: ['*'], roleName: 'Admin' });

const authWith = (state: ReturnType<typeof computeSlots>): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => state,
});

const route = (path: string) => matchRoute(path) as RouteDef;
const PATHS = ['/dashboard', '/time-table', '/supporthome', '/sales'];

function Here() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="here">{location.pathname}</p>
      {PATHS.map((p) => <button key={p} onClick={() => navigate(p)}>go {p}</button>)}
    </>
  );
}

function setup(state: ReturnType<typeof computeSlots>, start: string) {
  render(
    <MemoryRouter initialEntries={[start]}>
      <CoreAdminContext authProvider={authWith(state)}>
        <Here />
        <Routes>
          {PATHS.map((p) => (
            <Route key={p} path={p} element={<RouteGuard route={route(p)}><p>page {p}</p></RouteGuard>} />
          ))}
        </Routes>
      </CoreAdminContext>
    </MemoryRouter>,
  );
}

const toastText = () => feedback.getState().toast?.message;
const go = (path: string) => act(() => fireEvent.click(screen.getByText(`go ${path}`)));

describe('RouteGuard', () => {
  // Before as well as after: the guard's memory and the toast store are module state, which the ui project's files
  // share (vitest.config.ts), so another file's last toast must not reach the first test here.
  const reset = () => {
    resetRouteGuard();
    feedback.hideToast();
  };
  beforeEach(reset);
  afterEach(reset);

  it('opens a route whose slot the user holds', async () => {
    setup(centreAdmin, '/time-table');
    expect(await screen.findByText('page /time-table')).toBeInTheDocument();
    expect(toastText()).toBeUndefined();
  });

  it('lets the Admin role open admin-only routes', async () => {
    setup(admin, '/supporthome');
    expect(await screen.findByText('page /supporthome')).toBeInTheDocument();
  });

  it('sends a first-load denial to /dashboard with the message', async () => {
    setup(centreAdmin, '/supporthome');
    await waitFor(() => expect(screen.getByTestId('here')).toHaveTextContent('/dashboard'));
    expect(toastText()).toBe(NOT_AUTHORIZED_MESSAGE);
    expect(screen.queryByText('page /supporthome')).toBeNull();
  });

  it('keeps the user where they were; a second consecutive denial is silent, the third speaks again', async () => {
    setup(centreAdmin, '/time-table');
    await screen.findByText('page /time-table');

    go('/supporthome');
    await waitFor(() => expect(screen.getByTestId('here')).toHaveTextContent('/time-table'));
    expect(toastText()).toBe(NOT_AUTHORIZED_MESSAGE);
    feedback.hideToast();

    go('/sales');
    await waitFor(() => expect(screen.getByTestId('here')).toHaveTextContent('/time-table'));
    expect(screen.getByText('page /time-table')).toBeInTheDocument();
    expect(toastText()).toBeUndefined();

    go('/supporthome');
    await waitFor(() => expect(toastText()).toBe(NOT_AUTHORIZED_MESSAGE));
    expect(screen.getByTestId('here')).toHaveTextContent('/time-table');
  });

  it('an allowed navigation between denials makes the next denial speak again', async () => {
    setup(centreAdmin, '/time-table');
    await screen.findByText('page /time-table');
    go('/supporthome');
    await waitFor(() => expect(toastText()).toBe(NOT_AUTHORIZED_MESSAGE));
    feedback.hideToast();
    go('/dashboard');
    await screen.findByText('page /dashboard');
    go('/sales');
    await waitFor(() => expect(toastText()).toBe(NOT_AUTHORIZED_MESSAGE));
    expect(screen.getByTestId('here')).toHaveTextContent('/dashboard');
  });
});
