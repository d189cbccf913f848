// A user's notifications, newest first. The only SQL for the notifications table.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { notifications } from '../tables.js';

/** Enough for a dropdown and a page; older ones are not what anyone scrolls to. */
export const NOTIFICATION_LIMIT = 100;

export interface NotificationView {
  id: number;
  title: string;
  body: string;
  link: string | null;
  isRead: boolean;
  createdAt: string;
}

export async function listNotifications(db: Db, userId: number, limit = NOTIFICATION_LIMIT): Promise<NotificationView[]> {
  const rows = await db
    .select({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
