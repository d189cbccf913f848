import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { CoreAdminContext, type AuthProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { HttpEffects as Effects } from '../api/types';
import { TOAST_ERROR } from '../api/types';
import { feedback } from './feedback';

let effects: Effects | undefined;
vi.mock('../api/httpClient', () => ({ setHttpEffects: (e: Effects) => (effects = e) }));
const { HttpEffects } = await import('./HttpEffects');

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function setup() {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: vi.fn(async () => undefined),
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
  };
  const queryClient = new QueryClient();
  queryClient.setQueryData(['previous', 'user'], { secret: 'the previous user' });
  render(
    <MemoryRouter initialEntries={['/notifications']}>
      <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
        <HttpEffects />
        <Where />
      </CoreAdminContext>
    </MemoryRouter>,
  );
  return { authProvider, queryClient };
}

describe('HttpEffects', () => {
  afterEach(() => {
    effects = undefined;
    feedback.hideToast();
    feedback.setLoader(false);
  });

  it("hands the call layer the shell's loader and toasts", async () => {
    setup();
    await waitFor(() => expect(effects).toBeDefined());
    act(() => effects!.setLoader(true));
    expect(feedback.getState().loader).toBe(true);
    act(() => effects!.toast({ type: TOAST_ERROR, message: 'internal Server error' }));
    expect(feedback.getState().toast?.message).toBe('Internal Server error');
  });

  it("going to /login logs out of react-admin: authProvider.logout, and the query cache is emptied", async () => {
    const { authProvider, queryClient } = setup();
    await waitFor(() => expect(effects).toBeDefined());
    act(() => effects!.navigate('/login'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(authProvider.logout).toHaveBeenCalled();
    await waitFor(() => expect(queryClient.getQueryData(['previous', 'user'])).toBeUndefined());
  });

  it('other paths are plain navigation', async () => {
    const { authProvider } = setup();
    await waitFor(() => expect(effects).toBeDefined());
    act(() => effects!.navigate('/dashboard'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
    expect(authProvider.logout).not.toHaveBeenCalled();
  });
});
