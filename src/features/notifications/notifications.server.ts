import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../lib/server/db/client';
import { db } from '../../lib/server/db';
import { notifications } from '../../lib/server/db/schema';
import type { NotificationItem } from './notifications';

/** The database or an open transaction: notify() runs inside the transaction of the event it reports. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The most messages a list call returns (newest first). */
const LIST_LIMIT = 200;

/**
 * Tells a user about something that happened to them (an enquiry or booking made, a review replied to,
 * a friend who joined through their invite). Plain text: the profile renders it as text, never HTML.
 */
export async function notify(database: Queryable, userId: number, message: string): Promise<void> {
  await database.insert(notifications).values({ userId, message: message.slice(0, 500) });
}

/** A user's notifications, newest first, in SPEC.md section 3's shape. */
export async function listNotifications(userId: number): Promise<NotificationItem[]> {
  const rows = await (await db())
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    notification_id: row.id,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    is_seen: row.isSeen,
  }));
}

/** Marks one of the user's own notifications seen; false when it is not theirs or does not exist. */
export async function markNotificationSeen(userId: number, notificationId: number): Promise<boolean> {
  const updated = await (await db())
    .update(notifications)
    .set({ isSeen: 1 })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

export async function countUnseenNotifications(userId: number): Promise<number> {
  const [row] = await (await db())
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isSeen, 0)));
  return row?.n ?? 0;
}
