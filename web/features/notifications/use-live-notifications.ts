import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { NOTIFICATION_EVENT, notificationsChannel, type NotificationEvent } from '../../../worker/contracts/notifications';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { useRealtime } from '../../lib/realtime/use-realtime';

const isEvent = (d: unknown): d is NotificationEvent =>
  typeof d === 'object' && d !== null && typeof (d as NotificationEvent).id === 'string' && typeof (d as NotificationEvent).title === 'string';

/**
 * Live notifications for the signed-in member's headers (/feed, /messages, /dashboard): each event
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
  const go = useNavigate();
  const navigate = useRef(go);
  navigate.current = go;

  useEffect(() => {
    if (!connection || !userId) return;
    return connection.subscribe(notificationsChannel(userId), (name, data) => {
      if (name !== NOTIFICATION_EVENT || !isEvent(data)) return;
      // The notification's id as the toast's: an event delivered twice shows once.
      const postId = typeof data.postId === 'string' ? data.postId : null;
      toast(data.title, {
        id: `notification-${data.id}`,
        description: data.message,
        ...(postId && { action: { label: 'Ver post', onClick: () => void navigate.current({ to: '/feed', search: { post: postId } }) } }),
        ...(typeof data.liveId === 'string' && { action: { label: 'Ver live', onClick: () => void navigate.current({ to: '/dashboard' }) } }),
      });
      callbacks.current.onEvent?.(data);
    });
  }, [connection, userId]);

  useEffect(() => {
    if (state === 'live') callbacks.current.onReconnect?.();
  }, [state]);
}
