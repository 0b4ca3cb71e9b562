import { useNavigate } from '@tanstack/react-router';
import type { NotificationView } from '../../../worker/contracts/notifications';
import { trpc } from '../../lib/trpc';
import { invalidateNotifications } from './notification-events';

/** Fallback when no live event arrives (realtime off, socket down): the badge stays at most this stale. */
const POLL_MS = 60_000;

/**
 * What the bell's panel (desktop) and the 'Notificações' screen (phone) share: the unread count, the
 * 20 newest (once `listed`), marking read, and following a notification to what it is about.
 * `leave` runs before following one elsewhere (the bell closes its panel).
 */
export function useNotificationActions({ listed, leave }: { listed: boolean; leave?: () => void }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const unread = trpc.notifications.unreadCount.useQuery(undefined, {
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
  const list = trpc.notifications.list.useQuery(undefined, { enabled: listed, refetchOnWindowFocus: true, staleTime: 5_000 });
  const markRead = trpc.notifications.markRead.useMutation({ onSettled: () => invalidateNotifications(utils) });
  const markAll = trpc.notifications.markAllRead.useMutation({ onSettled: () => invalidateNotifications(utils) });

  const read = (n: NotificationView) => {
    if (n.isRead) return;
    // Shown read at once; the refetch after the call settles says what the server holds.
    utils.notifications.list.setData(undefined, (rows) => rows?.map((r) => (r.id === n.id ? { ...r, isRead: true } : r)));
    utils.notifications.unreadCount.setData(undefined, (c) => (c ? { count: Math.max(0, c.count - 1) } : c));
    markRead.mutate({ id: n.id });
  };

  // A notification about a post opens it on the feed (/feed?post=…), read or not; a live's opens the dashboard's 'Assistir'; a new follower's, their profile.
  const follow = (n: NotificationView) => {
    read(n);
    if (n.type === 'follow' && n.fromUser) {
      leave?.();
      void navigate({ to: '/membro/$username', params: { username: n.fromUser.username } });
    } else if (n.type === 'live') {
      leave?.();
      void navigate({ to: '/dashboard' });
    } else if (n.conversationId) {
      leave?.();
      void navigate({ to: '/messages', search: { conversa: n.conversationId } });
    } else if (n.postId) {
      leave?.();
      void navigate({ to: '/feed', search: { post: n.postId } });
    }
  };

  return { count: unread.data?.count ?? 0, list, read, follow, markAll };
}
