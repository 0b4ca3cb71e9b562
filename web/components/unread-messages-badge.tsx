import { UNREAD_BADGE_MAX } from '../../worker/contracts/notifications';
import { cn } from './ui/cn';
import { trpc } from '../lib/trpc';

/** Fallback when no live event arrives (realtime off, socket down): the badge stays at most this stale. */
const POLL_MS = 60_000;

/**
 * How many conversations have unread messages, beside 'Mensagens' (header, dashboard). Live: a new
 * message's notification event and reading a chat refetch it (use-live-notifications, chat-pane).
 */
export function UnreadMessagesBadge({ className }: { className?: string }) {
  const unread = trpc.messages.unreadCount.useQuery(undefined, { refetchInterval: POLL_MS, refetchOnWindowFocus: true, staleTime: 5_000 });
  const n = unread.data?.conversations ?? 0;
  if (n < 1) return null;
  return (
    <span
      data-testid="unread-messages"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white',
        className,
      )}
    >
      {n > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : n}
      <span className="sr-only">{n === 1 ? ' conversa não lida' : ' conversas não lidas'}</span>
    </span>
  );
}
