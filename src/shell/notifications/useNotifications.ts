/**
 * The signed-in user's notifications (GET auth/notifications) with console-spec §8's handling for this call: an answer
 * whose code is not 200 shows its message as an error toast; a transport error shows its message as an error toast.
 */
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/httpClient';
import { toastError } from '../feedback';

export const NOTIFICATIONS_PATH = 'auth/notifications';
export const NOTIFICATIONS_QUERY_KEY = ['shell', 'notifications'] as const;

export interface NotificationRow {
  id: number;
  title: string;
  body: string;
  link: string | null;
  isRead: boolean;
  createdAt: string;
}

export class NotificationsError extends Error {}

export async function loadNotifications(): Promise<NotificationRow[]> {
  let res;
  try {
    res = await http.get<NotificationRow[]>(NOTIFICATIONS_PATH);
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : 'Something went wrong';
    toastError(message);
    throw new NotificationsError(message);
  }
  if (res.code !== 200) {
    toastError(res.message);
    throw new NotificationsError(res.message);
  }
  return Array.isArray(res.data) ? res.data : [];
}

export function useNotifications(enabled = true) {
  return useQuery({ queryKey: NOTIFICATIONS_QUERY_KEY, queryFn: loadNotifications, enabled, staleTime: 30_000 });
}
