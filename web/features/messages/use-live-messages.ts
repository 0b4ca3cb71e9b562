import { useEffect, useRef, useState } from 'react';
import { conversationChannel, inboxChannel, MESSAGE_EVENT, type MessageView } from '../../../worker/contracts/messages';
import { trpc } from '../../lib/trpc';
import { readError } from '../../lib/trpc-error';
import { addMessage } from './message-cache';

const RECONNECT_MS = 2_000;
const CONVERSATION_PREFIX = conversationChannel('');

/**
 * Live updates from the local hub (the embedded default): the member's own inbox and the
 * conversations listed. A message lands in the open chat's cache (deduplicated by id) and
 * refreshes the list; every (re)connect refetches both, so nothing sent while the socket
 * was down is lost. Without a local grant (Ably in production, or realtime off) `live`
 * stays false and the page polls instead.
 */
export function useLiveMessages(userId: string | undefined, conversationIds: string[]) {
  const utils = trpc.useUtils();
  const grant = trpc.messages.realtimeGrant.useMutation();
  const [live, setLive] = useState(false);
  // No live channel to be had (realtime off, or an Ably grant this page cannot use yet): poll, and say so.
  const [unavailable, setUnavailable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);
  // Conversation id → members connected to it (the hub's presence, entered on connect, left on close).
  const [present, setPresent] = useState<Record<string, string[]>>({});
  const channels = conversationIds.join(',');

  useEffect(() => {
    if (!userId) return;
    let socket: WebSocket | undefined;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Backs off to 30 s so a hub that stays down is not hammered by every open page.
    const reconnect = () => {
      if (!stopped) retry = setTimeout(() => setAttempt((n) => n + 1), Math.min(RECONNECT_MS * 2 ** Math.min(failures.current++, 4), 30_000));
    };
    grant.mutateAsync().then(
      (g) => {
        if (stopped) return;
        if (g.kind !== 'local') return setUnavailable(true);
        const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
        socket = new WebSocket(`${scheme}://${window.location.host}${g.socketPath}?token=${encodeURIComponent(g.token)}`);
        socket.onopen = () => {
          const subscribe = (channel: string) => socket?.send(JSON.stringify({ op: 'subscribe', channel }));
          subscribe(inboxChannel(userId));
          for (const id of channels ? channels.split(',') : []) {
            subscribe(conversationChannel(id));
            socket?.send(JSON.stringify({ op: 'enter', channel: conversationChannel(id) }));
          }
          setLive(true);
          setUnavailable(false);
          failures.current = 0;
          void utils.messages.conversations.invalidate();
          void utils.messages.list.invalidate();
        };
        socket.onmessage = (ev) => {
          const msg = JSON.parse(String(ev.data)) as { op: string; channel?: string; name?: string; data?: unknown; members?: string[] };
          if (msg.op === 'presence' && msg.channel?.startsWith(CONVERSATION_PREFIX)) {
            const id = msg.channel.slice(CONVERSATION_PREFIX.length);
            const members = msg.members ?? [];
            setPresent((p) => {
              // Someone left: their "last seen" is being written, the list brings it.
              if ((p[id]?.length ?? 0) > members.length) void utils.messages.conversations.invalidate();
              return { ...p, [id]: members };
            });
          }
          if (msg.op !== 'message') return;
          if (msg.name === MESSAGE_EVENT) addMessage(utils, msg.data as MessageView);
          void utils.messages.conversations.invalidate();
        };
        socket.onclose = () => {
          setLive(false);
          setPresent({});
          reconnect();
        };
      },
      (e: unknown) => {
        if (readError(e, '').appCode === 'REALTIME_UNAVAILABLE') return setUnavailable(true);
        reconnect();
      },
    );
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
    // `grant` and `utils` are stable; a new channel set or a retry makes a new grant.
  }, [userId, channels, attempt]);

  return { live, present, unavailable };
}
