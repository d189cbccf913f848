// Test harness for the User Management screens: react-admin's AdminContext on a fake admin dataProvider, an in-memory
// store and router; react-admin's notifications are collected as the console's toast host would show them.
import { useEffect, type ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { AdminContext, defaultI18nProvider, memoryStore, useNotificationContext, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';

configure({ asyncUtilTimeout: 15_000 });

export const notified: string[] = [];

function NotificationSpy() {
  const { notifications, takeNotification } = useNotificationContext();
  useEffect(() => {
    if (notifications.length > 0) {
      const n = takeNotification();
      if (n) notified.push(String(n.message));
    }
  }, [notifications, takeNotification]);
  return null;
}

export const ROLES_DATA = [
  { id: 1, name: 'Admin', abilities: ['*'], userCount: 1 },
  { id: 3, name: 'Centre Admin', abilities: ['Student Accounts', 'Batches'], userCount: 2 },
];
export const ORGS_DATA = [{ id: 1, name: 'Vidya Coaching Institute', code: 'VCI' }];
export const CENTRES_DATA = [
  { id: 11, orgId: 1, name: 'Delhi South Extension', code: 'DEL-SD', kind: 'regular' },
  { id: 12, orgId: 1, name: 'Mumbai Andheri', code: 'MUM-AN', kind: 'regular' },
];
export const USERS_DATA = [
  { id: 1, username: 'admin', firstName: 'Asha', lastName: 'Verma', roleId: 1, roleName: 'Admin', orgId: 1, orgName: 'Vidya Coaching Institute', scope: 'organisation', centreIds: [], active: true, createdAt: '2026-01-01T00:00:00Z' },
  { id: 5, username: 'priya', firstName: 'Priya', lastName: 'Nair', roleId: 3, roleName: 'Centre Admin', orgId: 1, orgName: 'Vidya Coaching Institute', scope: 'centre', centreIds: [11], active: true, createdAt: '2026-01-02T00:00:00Z' },
];

const tables: Record<string, unknown[]> = {
  'supporthome/users': USERS_DATA,
  'supporthome/roles': ROLES_DATA,
  'supporthome/organisations': ORGS_DATA,
  'supporthome/centres': CENTRES_DATA,
};

/** A fake of the routed provider: the admin tables plus the admin methods, each a spy. */
export function fakeAdminProvider(overrides: Record<string, unknown> = {}) {
  const rowsOf = (resource: string, filter: Record<string, unknown> = {}) =>
    (tables[resource] ?? []).filter((r) => Object.entries(filter).every(([k, v]) => k === 'q' || (Array.isArray(v) ? v.includes((r as never)[k]) : (r as never)[k] === v)));
  return {
    getList: vi.fn(async (resource: string, params: { filter?: Record<string, unknown>; sort?: { field: string; order: string } }) => {
      const data = rowsOf(resource, params.filter);
      return { data, total: data.length };
    }),
    getMany: vi.fn(async (resource: string, params: { ids: unknown[] }) => ({ data: rowsOf(resource).filter((r) => params.ids.includes((r as { id: unknown }).id)) })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: vi.fn(async (resource: string, params: { id: unknown }) => ({ data: rowsOf(resource).find((r) => String((r as { id: unknown }).id) === String(params.id)) })),
    create: vi.fn(async (_r: string, params: { data: object }) => ({ data: { id: 99, ...params.data } })),
    update: vi.fn(async (_r: string, params: { id: unknown; data: Record<string, unknown> }) => ({ data: { id: params.id, ...params.data } })),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    adminResetPassword: vi.fn(async (id: number) => ({ id, oneTimePassword: 'Tq9-vX2!mKp4' })),
    adminDeactivateUsers: vi.fn(async (ids: number[]) => ({ ids })),
    adminEffectiveAccess: vi.fn(async () => ({ roleName: 'Centre Admin', abilities: ['Student Accounts'], slots: [120, 130], centres: [{ id: 11, name: 'Delhi South Extension', code: 'DEL-SD' }] })),
    ...overrides,
  };
}

export function renderAdmin(ui: ReactNode, { dataProvider = fakeAdminProvider(), path = '/', route = '*' }: { dataProvider?: object; path?: string; route?: string } = {}) {
  notified.length = 0;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={defaultI18nProvider} store={memoryStore()}>
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
        <NotificationSpy />
      </AdminContext>
    </MemoryRouter>,
  );
}
