/** The answers of the notification endpoints, shared by notifications.server.ts and the profile's islands. */

/** GET /api/get-notifications: one notification (notifications.server.ts listNotifications). */
export interface NotificationItem {
  notification_id: number;
  message: string;
  created_at: string;
  is_seen: number;
}
