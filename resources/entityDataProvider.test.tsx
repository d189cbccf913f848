import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { crpStudents } from '../schemas';
import { entityDataProviderMethods, useEntityApi } from './api';
import { fakeApi } from './test/renderList';

// As the console's authProvider answers a 401: react-admin drops the user and goes to /login, without a logout call.
const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => Promise.reject({ redirectTo: '/login', logoutUser: false, message: false }),
  getPermissions: async () => undefined,
};

function apiWith(overrides: Parameters<typeof fakeApi>[0] = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <AdminContext dataProvider={entityDataProviderMethods(fakeApi(overrides)) as unknown as DataProvider} authProvider={authProvider} store={memoryStore()}>
        {children}
      </AdminContext>
    </MemoryRouter>
  );
  return renderHook(() => useEntityApi(), { wrapper }).result.current;
}

describe('useEntityApi: the entity calls through the dataProvider', () => {
  it("answers with each call's data", async () => {
    const api = apiWith();
    await expect(api.changeStatus(crpStudents, { action: 'deactivate', ids: [1], reason: 'Other', otherReason: 'x' })).resolves.toBe(
      'Account has been deactivated successfully',
    );
    await expect(api.unmask(crpStudents, 7)).resolves.toEqual({ emailId: 'aarav@example.com', mobile: '+919876543210' });
    await expect(api.supportList('centres')).resolves.toHaveLength(2);
  });

  it('fails (never succeeds) when the call ended the session, though react-admin resolves it with a placeholder', async () => {
    const ended = () => vi.fn(async () => Promise.reject(Object.assign(new Error('Session expired'), { status: 401 })));
    const api = apiWith({ changeStatus: ended(), unmask: ended(), supportList: ended(), batchSummary: ended(), exportList: ended() });
    await expect(api.changeStatus(crpStudents, { action: 'deactivate', ids: [1], reason: 'Other' })).rejects.toThrow('No status change: the session has ended');
    await expect(api.unmask(crpStudents, 7)).rejects.toThrow('No contacts');
    await expect(api.supportList('centres')).rejects.toThrow('No list');
    await expect(api.batchSummary(crpStudents, 7)).rejects.toThrow('No batch summary');
    await expect(api.exportList(crpStudents, {})).rejects.toThrow('No file');
  });
});
