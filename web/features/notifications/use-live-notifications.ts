import { useEffect, useRef, useState } from 'react';
import { NOTIFICATION_EVENT, notificationsChannel, type NotificationEvent } from '../../../worker/contracts/notifications';
import { trpc } from '../../lib/trpc';
import { readError } from '../../lib/trpc-error';
import { invalidateNotifications, onNotificationEvent } from './notification-events';

const RECONNECT_MS = 2_000;

/**
 * The member's notifications channel on the local hub (the embedded default), with the same
 * grant and protocol as use-live-messages.ts: each NOTIFICATION_EVENT shows its toast and
 * refreshes the bell; every (re)connect refetches the bell, so nothing published while the
 * socket was down is missed. With an Ably grant (production) or realtime off it does nothing
 * and the bell keeps to its focus refetch and poll, until the shared realtime client lands.
 */
export function useLiveNotifications(userId: string | undefined) {
  const utils = trpc.useUtils();
  const grant = trpc.messages.realtimeGrant.useMutation();
  const [live, setLive] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);

  useEffect(() => {
    if (!userId) return;
    let socket: WebSocket | undefined;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const reconnect = () => {
      if (!stopped) retry = setTimeout(() => setAttempt((n) => n + 1), Math.min(RECONNECT_MS * 2 ** Math.min(failures.current++, 4), 30_000));
    };
    const channel = notificationsChannel(userId);
    grant.mutateAsync().then(
      (g) => {
        if (stopped || g.kind !== 'local') return;
        const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
        socket = new WebSocket(`${scheme}://${window.location.host}${g.socketPath}?token=${encodeURIComponent(g.token)}`);
        socket.onopen = () => {
          socket?.send(JSON.stringify({ op: 'subscribe', channel }));
          setLive(true);
          failures.current = 0;
          void invalidateNotifications(utils);
        };
        socket.onmessage = (ev) => {
          const msg = JSON.parse(String(ev.data)) as { op: string; channel?: string; name?: string; data?: NotificationEvent };
          if (msg.op === 'message' && msg.channel === channel && msg.name === NOTIFICATION_EVENT && msg.data) void onNotificationEvent(utils, msg.data);
        };
        socket.onclose = () => {
          setLive(false);
          reconnect();
        };
      },
      (e: unknown) => {
        if (readError(e, '').appCode !== 'REALTIME_UNAVAILABLE') reconnect();
      },
    );
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
    // `grant` and `utils` are stable; a retry makes a new grant.
  }, [userId, attempt]);

  return { live };
}
