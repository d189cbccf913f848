// Test harness for entity screens: react-admin's AdminContext on a fake dataProvider (react-admin's methods plus the
// entity calls, a fake EntityApi), an in-memory store and router, and a spy on react-admin's notifications in place
// of the console's toast host.
import { useEffect, type ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { AdminContext, memoryStore, useNotificationContext, type DataProvider, type NotificationPayload } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { entityDataProviderMethods, type EntityApi } from '../api';
import type { SavedView, ViewState } from '../../schemas/api';

// The machine running the suite may be busy; waits are about correctness, not speed. Set in each render too: files
// that share a module graph import this once, and src/test-setup.ts sets its own default before each file.
const waitLimit = () => configure({ asyncUtilTimeout: 15_000 });
waitLimit();

export type Row = Record<string, unknown> & { id: number };

export function fakeDataProvider(rows: Row[] | (() => Row[]), total?: number) {
  const getList = vi.fn(async (_resource: string, _params: { filter: Record<string, unknown> }) => {
    const data = typeof rows === 'function' ? rows() : rows;
    return { data, total: total ?? data.length };
  });
  const dp = { getList } as unknown as DataProvider & { getList: typeof getList };
  return dp;
}

/** A saved view as the server answers one. */
export function fakeView(id: number, name = 'View', state: Partial<ViewState> = {}, isDefault = false): SavedView {
  return { id, resource: 'crp', name, isDefault, updatedAt: '2026-11-26T10:00:00.000Z', state: { filter: {}, sort: { field: 'enrolmentNo', order: 'ASC' }, perPage: 100, ...state } };
}

export function fakeApi(overrides: Partial<EntityApi> = {}): EntityApi {
  const support: Record<string, unknown[]> = {
    centres: [
      { id: 1, name: 'Delhi South Extension', code: 'DEL-SD', kind: 'regular' },
      { id: 2, name: 'Mumbai Andheri', code: 'MUM-AN', kind: 'regular' },
    ],
    batches: [{ id: 11, batchCode: 'DEL-JEE-11-A', centreId: 1, class: '11th' }],
    roles: [{ id: 3, name: 'Physics Faculty' }],
    subjects: [{ id: 4, name: 'Physics' }],
    faculty: [{ id: 7, name: 'Asha Rao', employeeCode: 'EMP1001', centreId: 1 }],
  };
  return {
    supportList: vi.fn(async (list: string) => (support[list] ?? []) as never[]),
    changeStatus: vi.fn(async () => 'Account has been deactivated successfully'),
    unmask: vi.fn(async () => ({ emailId: 'aarav@example.com', mobile: '+919876543210' })),
    editContact: vi.fn(async () => 'User Details Updated Successfully'),
    updateClass: vi.fn(async () => 'Class Updated Successfully'),
    batchSummary: vi.fn(async () => ({ added: [], retained: [], deleted: [] })),
    exportList: vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'Student_Batch_Details.xlsx' })),
    listPage: vi.fn(async () => ({ rows: [], total: 0 })),
    week: vi.fn(async (_schema, from: string) => ({ from, to: from, rows: [], truncated: false })),
    saveRecord: vi.fn(async () => 'Saved'),
    previewWeekCopy: vi.fn(async (_schema, from: string) => ({ from, to: from, copies: 0, clashes: 0, lines: [] })),
    linkOptions: vi.fn(async () => ({ current: null, options: [] })),
    saveLink: vi.fn(async () => 'Linked'),
    copyWeek: vi.fn(async () => '0 classes copied'),
    listViews: vi.fn(async () => []),
    createView: vi.fn(async (v) => ({ id: 1, updatedAt: '2026-11-26T10:00:00.000Z', isDefault: false, ...v })),
    updateView: vi.fn(async (id, change) => ({ ...fakeView(id), ...change })),
    setDefaultView: vi.fn(async (id, isDefault) => ({ ...fakeView(id), isDefault })),
    deleteView: vi.fn(async () => 'View deleted.'),
    ...overrides,
  };
}

let lastToast: NotificationPayload | undefined;

/** The last toast shown (useNotify); like the console's toast host, each new one replaces the one before. */
export const shownToast = () => lastToast;

/** Takes react-admin's notifications one by one, as the console's ShellNotification does. */
function NotificationSpy() {
  const { notifications, takeNotification } = useNotificationContext();
  useEffect(() => {
    if (notifications.length > 0) lastToast = takeNotification() ?? lastToast;
  }, [notifications, takeNotification]);
  return null;
}

export function renderWithAdmin(
  ui: ReactNode,
  { dataProvider = fakeDataProvider([]), api = fakeApi(), path = '/' }: { dataProvider?: DataProvider; api?: EntityApi; path?: string },
) {
  lastToast = undefined;
  waitLimit();
  // A failed fetch shows its message at once: react-query's default three retries with backoff take some 7 s.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={{ ...dataProvider, ...entityDataProviderMethods(api) }} store={memoryStore()} queryClient={queryClient}>
        {ui}
        <NotificationSpy />
      </AdminContext>
    </MemoryRouter>,
  );
}
