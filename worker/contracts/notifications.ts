/**
 * Notifications shared by the server (writes, publish after commit) and the browser (bell, live toast).
 * Only the member's own channel is ever in their realtime grant.
 */
export const notificationsChannel = (userId: string) => `notifications:${userId}`;
/** Event published on `notificationsChannel` after the batch that wrote the notification commits. */
export const NOTIFICATION_EVENT = 'notification';
/** The bell shows at most this many, newest first; the badge says "9+" above 9 unread. */
export const NOTIFICATIONS_SHOWN = 20;
export const UNREAD_BADGE_MAX = 9;

/** What the live event carries: enough for a toast; the bell refetches its list. */
export interface NotificationEvent {
  id: string;
  title: string;
  message: string;
}
