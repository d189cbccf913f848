// A resource declared with defineResource alone (no uploads, status change, contacts, export or row actions) is
// listed by the same machinery as the entities: through buildResource, and through ListFrame on the URL controller.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { alerts } from '../../schemas/alerts/resources';
import { buildResource } from '../buildResource';
import { schemaResources } from '../index';
import { fakeApi, fakeDataProvider, renderWithAdmin } from '../test/renderList';
import { ListFrame } from './EntityList';
import { useUrlList } from './useUrlList';

const rows = [
  { id: 1, actionableId: 1, words: 'Mark attendance', title: 'DEL-JEE-11-A', priorityLevel: 2, userName: 'Asha Rao', centre: 'Mumbai Andheri', createdAt: '2026-11-20T10:00:00Z', isViewed: false },
  { id: 2, actionableId: 2, words: 'PTM schedule pending', title: 'Parents of 11th', priorityLevel: 3, userName: 'Asha Rao', centre: 'Mumbai Andheri', createdAt: '2026-11-21T10:00:00Z', isViewed: true },
];

const headers = async () => (await screen.findAllByRole('columnheader')).map((h) => h.textContent?.trim()).filter(Boolean);

function Location() {
  const { search } = useLocation();
  return <output aria-label="location">{search}</output>;
}

function UrlAlerts() {
  const list = useUrlList(alerts);
  return (
    <>
      <ListFrame schema={alerts} list={list} />
      <Location />
    </>
  );
}

beforeAll(async () => {
  await import('./EntityGrid');
}, 60_000);

describe('a core-only resource in the list machinery', { timeout: 60_000 }, () => {
  it('is mounted beside the entities as a react-admin resource', () => {
    expect(schemaResources.alerts).toMatchObject({ name: 'alerts', options: { label: 'Alerts', schema: alerts } });
    expect(schemaResources.escalations.options.label).toBe('Escalations');
    expect(schemaResources.crp.name).toBe('crp');
    expect(schemaResources['ptm-schedules'].options.schema.api.list).toBe('auth/ptm/schedules');
    expect(schemaResources['exam-results'].options.schema.api.list).toBe('auth/exam-result/history');
  });

  it('buildResource lists it: its columns, search and date range; no tabs, selection, actions or export', async () => {
    const dataProvider = fakeDataProvider(rows);
    const resource = buildResource(alerts);
    const List = resource.list;
    renderWithAdmin(<List />, { dataProvider });
    await screen.findByText('Mark attendance');
    expect(await headers()).toEqual(['Alert', 'Priority', 'Assigned To', 'Centre', 'Raised', 'Viewed']);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search alerts by subject or name')).toBeInTheDocument();
    // The pickers, once their chunk is in (a disabled field holds the place until then).
    expect(await screen.findByRole('group', { name: 'Date from' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('alerts', expect.objectContaining({ pagination: { page: 1, perPage: 20 }, filter: {} }));
    expect(resource.recordRepresentation(rows[0])).toBe('DEL-JEE-11-A · Asha Rao');
  });

  it('shows a date field as the console writes dates (7 Dec 2026), the ISO date in its tooltip', async () => {
    const schema = schemaResources['course-plan'].options.schema;
    const List = buildResource(schema).list;
    renderWithAdmin(<List />, { dataProvider: fakeDataProvider([{ id: 1, topic: 'Kinematics', week: '2026-12-07', status: 'active' }]) });
    const cell = await screen.findByText('7 Dec 2026');
    expect(cell).toHaveAttribute('title', '2026-12-07');
    expect(screen.queryByText('2026-12-07')).not.toBeInTheDocument();
  });

  it('a kind with a form but no status change (feedback questions) offers the Change action too', async () => {
    const schema = schemaResources['feedback-questions'].options.schema;
    const List = buildResource(schema).list;
    renderWithAdmin(<List />, { dataProvider: fakeDataProvider([{ id: 1, code: 'FQ101', question: 'Pace of teaching', status: 'active' }]) });
    await userEvent.click(await screen.findByRole('button', { name: /^Change / }));
    expect(await screen.findByRole('dialog', { name: 'Change Question' })).toBeInTheDocument();
  });

  it('the URL controller asks through listPage with the URL\u2019s page, search and date range, and writes changes back', async () => {
    const api = fakeApi({ listPage: vi.fn(async () => ({ rows, total: 45 })) });
    renderWithAdmin(<UrlAlerts />, { api, path: '/alert-escalation?activeTab=alert&page=2&startDate=2026-11-01' });
    await screen.findByText('PTM schedule pending');
    expect(api.listPage).toHaveBeenCalledWith(
      alerts,
      { pagination: { page: 2, perPage: 20 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { startDate: '2026-11-01' } },
      expect.objectContaining({ path: 'auth/alert-escalation/alert/events/list' }),
    );
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('?activeTab=alert&page=3&startDate=2026-11-01'));
    await userEvent.type(screen.getByPlaceholderText('Search alerts by subject or name'), 'mark');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('?activeTab=alert&search=mark&startDate=2026-11-01'));
    expect(api.listPage).toHaveBeenLastCalledWith(alerts, expect.objectContaining({ pagination: { page: 1, perPage: 20 }, filter: { startDate: '2026-11-01', q: 'mark' } }), expect.anything());
  });
});
