import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../feedback';

const get = vi.fn();
vi.mock('../../api/httpClient', () => ({ http: { get: (...a: unknown[]) => get(...a) } }));

const { loadNotifications, NOTIFICATIONS_PATH } = await import('./useNotifications');

describe('loadNotifications (console-spec §8 for the notifications call)', () => {
  afterEach(() => {
    get.mockReset();
    feedback.hideToast();
  });

  it('answers the list on code 200 without a toast', async () => {
    const rows = [{ id: 1, title: 'T', body: 'B', link: null, isRead: false, createdAt: '2025-01-01T00:00:00Z' }];
    get.mockResolvedValue({ code: 200, message: 'Success', data: rows });
    expect(await loadNotifications()).toEqual(rows);
    expect(get).toHaveBeenCalledWith(NOTIFICATIONS_PATH);
    expect(feedback.getState().toast).toBeNull();
  });

  it('shows the message of a non-200 code as an error toast and fails', async () => {
    get.mockResolvedValue({ code: 204, message: 'no notifications service today', data: null });
    await expect(loadNotifications()).rejects.toThrow('no notifications service today');
    expect(feedback.getState().toast).toMatchObject({ kind: 'error', message: 'No notifications service today' });
  });

  it("shows a transport error's message as an error toast and fails", async () => {
    get.mockRejectedValue(new Error('Unable to reach the server. Please check your connection.'));
    await expect(loadNotifications()).rejects.toThrow('Unable to reach the server');
    expect(feedback.getState().toast).toMatchObject({ kind: 'error', message: 'Unable to reach the server. Please check your connection.' });
  });
});
