import { trpc } from '../../lib/trpc';
import { invalidateNotifications } from './notification-events';
import { useLiveNotifications } from './use-live-notifications';

/**
 * Every member page, once: each live event on the member's notifications channel toasts and
 * refreshes the counts (the desktop bell, the phone's tab bar), also after a reconnect.
 */
export function LiveNotifications() {
  const utils = trpc.useUtils();
  useLiveNotifications(
    () => void invalidateNotifications(utils),
    () => void invalidateNotifications(utils),
  );
  return null;
}
