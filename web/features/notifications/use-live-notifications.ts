import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { NOTIFICATION_EVENT, notificationsChannel, type NotificationEvent } from '../../../worker/contracts/notifications';
import { groupedToast } from '../../components/ui/toast-group';
import { trpc } from '../../lib/trpc';
import { useRealtime } from '../../lib/realtime/use-realtime';

const isEvent = (d: unknown): d is NotificationEvent =>
  typeof d === 'object' &&
  d !== null &&
  typeof (d as NotificationEvent).id === 'string' &&
  typeof (d as NotificationEvent).title === 'string';

const togetherText = (n: number) => `${n} novas notificações`;

/**
 * Live notifications for the signed-in member, on every member page (live-notifications.tsx): each event
 * on their own notifications channel shows a toast, and `onEvent` lets the bell refetch. The member
 * comes from `auth.me`, which the member guard has already cached. After a reconnect `onEvent` is
 * not called for what was missed; the bell refetches its list on its own (`onReconnect` is the hook for it).
 */
export function useLiveNotifications(onEvent?: (event: NotificationEvent) => void, onReconnect?: () => void) {
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 10_000 });
  const userId = me.data?.userId;
  const { connection, state } = useRealtime(userId);
  // Latest callbacks without resubscribing when a parent re-renders with new closures.
  const callbacks = useRef({ onEvent, onReconnect });
  callbacks.current = { onEvent, onReconnect };
  const utils = trpc.useUtils();
  // The chat on screen (/messages?conversa=…): its messages are already in view, so no toast for them.
  const openChat = useRouterState({
    select: (s): string => {
      const conversa = s.location.pathname === '/messages' ? (s.location.search as { conversa?: unknown }).conversa : undefined;
      return typeof conversa === 'string' ? conversa : '';
    },
  });
  const open = useRef(openChat);
  open.current = openChat;
  const go = useNavigate();
  const navigate = useRef(go);
  navigate.current = go;

  useEffect(() => {
    if (!connection || !userId) return;
    const actionFor = (data: NotificationEvent) => {
      const conversa = data.conversationId;
      if (typeof conversa === 'string')
        return { label: 'Abrir conversa', onClick: () => void navigate.current({ to: '/messages', search: { conversa } }) };
      if (typeof data.liveId === 'string') return { label: 'Ver live', onClick: () => void navigate.current({ to: '/dashboard' }) };
      const post = data.postId;
      if (typeof post === 'string') return { label: 'Ver post', onClick: () => void navigate.current({ to: '/feed', search: { post } }) };
      return undefined;
    };
    return connection.subscribe(notificationsChannel(userId), (name, data) => {
      if (name !== NOTIFICATION_EVENT || !isEvent(data)) return;
      const conversationId = typeof data.conversationId === 'string' ? data.conversationId : null;
      // A new message: the unread count moves, and the list learns of a chat it did not show yet (its first message).
      if (conversationId) void Promise.all([utils.messages.unreadCount.invalidate(), utils.messages.conversations.invalidate()]);
      if (!conversationId || conversationId !== open.current) {
        // The notification's id as the toast's: an event delivered twice (or a chat's next message) shows once.
        groupedToast(
          { id: `notification-${data.id}`, title: data.title, description: data.message, action: actionFor(data) },
          togetherText,
        );
      }
      callbacks.current.onEvent?.(data);
    });
  }, [connection, userId, utils]);

  useEffect(() => {
    if (state === 'live') callbacks.current.onReconnect?.();
  }, [state]);
}
