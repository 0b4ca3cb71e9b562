import type { NotificationEvent } from '../../../worker/contracts/notifications';
import { toast } from '../../components/ui/toaster';
import type { trpc } from '../../lib/trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

/** The bell's reads (badge and list) are stale: refetch them. */
export function invalidateNotifications(utils: Utils) {
  return Promise.all([utils.notifications.unreadCount.invalidate(), utils.notifications.list.invalidate()]);
}

/**
 * What the live layer calls on a NOTIFICATION_EVENT from the member's notifications channel
 * (local hub or Ably alike): the toast (spec §4: "new ones arrive in real time and show a
 * toast") and a refetch of the bell. One line to wire: `onNotificationEvent(utils, msg.data)`.
 */
export function onNotificationEvent(utils: Utils, event: NotificationEvent) {
  toast(event.title, { description: event.message, id: `notification-${event.id}` });
  return invalidateNotifications(utils);
}
