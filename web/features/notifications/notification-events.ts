import type { trpc } from '../../lib/trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

/** The bell's reads (badge and list) are stale: refetch them. */
export function invalidateNotifications(utils: Utils) {
  return Promise.all([utils.notifications.unreadCount.invalidate(), utils.notifications.list.invalidate()]);
}
