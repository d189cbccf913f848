import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { AlertDetailDrawer } from './AlertDetailDrawer';
import { alertsApi } from './alertsApi';
import type { AlertDetail } from './types';

const base: AlertDetail = {
  id: 31, actionableId: 31, eventKey: 'DATA_ACCURACY_BY_FACULTY', words: 'Batch or student data accuracy by faculty', title: 'DEL-11-A: 3 students to check',
  priorityLevel: 2, isViewed: true, viewedAt: null, createdAt: '2026-11-20T10:00:00.000Z', status: 'open', resolvedAt: null, dueAt: null, overdue: false,
  userId: 2, userName: 'Rohan Mehta', empCode: 'orgadmin', userType: 'staff', role: 'Institute Admin', centreId: 1, centre: 'Delhi South Extension',
  escalationLevel: 0, escalationDate: null, escalatedTo: null, escalationReason: null,
  description: 'Check the batch data.', link: '/glorifireEntities/home?entity=crp', showMore: true, items: [], escalations: [], accuracy: null,
};

function open(detail: AlertDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AlertDetailDrawer record={{ id: detail.actionableId, actionableId: detail.actionableId, eventKey: detail.eventKey, isViewed: true }} tab="alert" expanded={false} onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the alert detail: accuracy confirmation', { timeout: 30_000 }, () => {
  it('offers it on an accuracy alert; confirming records who and when and shows the alert resolved', async () => {
    const user = userEvent.setup({ delay: null });
    const confirmed: AlertDetail = { ...base, status: 'resolved', resolvedAt: '2026-11-26T09:00:00.000Z',
      accuracy: { isAccurate: true, remark: null, at: '2026-11-26T09:00:00.000Z', byUserId: 2, byName: 'Rohan Mehta' } };
    const detail = vi.spyOn(alertsApi, 'detail').mockResolvedValueOnce(base).mockResolvedValue(confirmed);
    const record = vi.spyOn(alertsApi, 'confirmAccuracy').mockResolvedValue({ ...confirmed });
    open(base);
    const panel = await screen.findByRole('region', { name: 'Data accuracy' });
    await user.click(within(panel).getByRole('button', { name: 'Confirm data is accurate' }));
    expect(record).toHaveBeenCalledWith(31, { isAccurate: true });
    await waitFor(() => expect(within(panel).getByText(/^Confirmed accurate by Rohan Mehta on 26 Nov 2026/)).toBeInTheDocument());
    expect(within(panel).queryByRole('button', { name: 'Confirm data is accurate' })).not.toBeInTheDocument();
    expect(screen.getByText('Resolved')).toBeInTheDocument();
    expect(detail).toHaveBeenCalledTimes(2);
  });

  it('a report of inaccuracy needs a remark, and is sent with it', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(alertsApi, 'detail').mockResolvedValue(base);
    const record = vi.spyOn(alertsApi, 'confirmAccuracy').mockResolvedValue(base);
    open(base);
    const panel = await screen.findByRole('region', { name: 'Data accuracy' });
    await user.click(within(panel).getByRole('button', { name: 'Report inaccuracy' }));
    const send = within(panel).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(within(panel).getByLabelText('What is inaccurate'), 'Two students in the wrong batch');
    await user.click(send);
    expect(record).toHaveBeenCalledWith(31, { isAccurate: false, remark: 'Two students in the wrong batch' });
  });

  it('is not offered on an alert whose key does not ask for it', async () => {
    vi.spyOn(alertsApi, 'detail').mockResolvedValue({ ...base, eventKey: 'MARK_ATTENDANCE', words: 'Mark attendance' });
    open({ ...base, eventKey: 'MARK_ATTENDANCE' });
    expect(await screen.findByRole('button', { name: 'Mark resolved' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Data accuracy' })).not.toBeInTheDocument();
  });
});
