import { UNREAD_BADGE_MAX } from '../../worker/contracts/notifications';
import { cn } from './ui/cn';
import { trpc } from '../lib/trpc';

/** Fallback when no live event arrives (realtime off, socket down): the badge stays at most this stale. */
const POLL_MS = 60_000;

/**
 * Unread notifications beside 'Notificações' in the phone's tab bar ('9+' above 9). The same query
 * as the desktop bell's badge, so a live event that refreshes one refreshes both.
 */
export function NotificationCountBadge({ className }: { className?: string }) {
  const unread = trpc.notifications.unreadCount.useQuery(undefined, {
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
  const n = unread.data?.count ?? 0;
  if (n < 1) return null;
  return (
    <span
      data-testid="tab-notification-badge"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white',
        className,
      )}
    >
      {n > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : n}
      <span className="sr-only"> não lidas</span>
    </span>
  );
}
