// The audit log on a fake admin provider: the list's compact before/after, newest first, and the show page's diff table.
import { screen, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { fakeAdminProvider, renderAdmin } from '../test/renderAdmin';
import { watchUnknownProps } from '../test/unknownProps';
import { AUDIT_LOG } from '../adminPaths';
import { AuditLogList, AuditLogShow } from './AuditScreens';

vi.setConfig({ testTimeout: 30_000 });

const { warnings: unknownPropWarnings } = watchUnknownProps();

const entry = { id: 7, at: '2026-11-25T03:00:00Z', userId: 1, username: 'admin', action: 'role.update', entity: 'role', entityIds: [3], before: { abilities: ['Batches'], name: 'Centre Admin' }, after: { abilities: ['Batches', 'Calendar'], name: 'Centre Admin' } };

describe('audit log', () => {
  it('lists entries with the changed fields only', async () => {
    const dataProvider = fakeAdminProvider({ getList: vi.fn(async () => ({ data: [entry], total: 1 })) });
    renderAdmin(<ResourceContextProvider value={AUDIT_LOG}><AuditLogList /></ResourceContextProvider>, { dataProvider, path: '/supporthome/audit-log' });
    expect(await screen.findByText('abilities: Batches → Batches, Calendar')).toBeInTheDocument();
    expect(screen.getByText('role 3')).toBeInTheDocument();
    expect(dataProvider.getList.mock.calls.some(([, p]) => p.sort?.field === 'at' && p.sort?.order === 'DESC')).toBe(true);
    // The filters (user, action, from, to) are the console's MUI 9 inputs: no unknown-prop warning.
    expect(screen.getByRole('combobox', { name: 'User' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'From' })).toBeInTheDocument();
    expect(screen.queryByLabelText('From', { selector: 'input[type="date"]' })).toBeNull();
    expect(unknownPropWarnings()).toEqual([]);
  });

  it('shows one entry with a before/after table', async () => {
    const dataProvider = fakeAdminProvider({ getOne: vi.fn(async () => ({ data: entry })) });
    renderAdmin(<ResourceContextProvider value={AUDIT_LOG}><AuditLogShow /></ResourceContextProvider>, { dataProvider, path: '/supporthome/audit-log/7/show', route: '/supporthome/audit-log/:id/show/*' });
    const table = await screen.findByRole('table', { name: 'Before and after' });
    const cells = within(table).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['abilities', 'Batches', 'Batches, Calendar']);
  });
});
