import { useCallback, useEffect, useRef, useState } from 'react';
import { TYPING_EVENT, typingChannel } from '../../../worker/contracts/messages';
import type { RealtimeConnection } from '../../lib/realtime/connection';

/** A typing event keeps 'digitando…' this long: the sender repeats it every SEND_EVERY_MS while keys come, so it ends < 5 s after the last key. */
const SHOW_MS = 4_000;
const SEND_EVERY_MS = 2_500;

/**
 * Who is typing where: conversation id → member ids, from the typing channels the browsers publish
 * on (no server request, no database write). The publisher is the realtime service's clientId, never
 * the payload. A message from someone ends their 'digitando…' at once (`stopTyping`).
 */
export function useTypingWatch(connection: RealtimeConnection | undefined, userId: string | undefined, channels: string) {
  const [typing, setTyping] = useState<Record<string, string[]>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const stopTyping = useCallback((conversationId: string, who: string) => {
    const key = `${conversationId}:${who}`;
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    setTyping((t) => {
      const left = (t[conversationId] ?? []).filter((u) => u !== who);
      return left.length === (t[conversationId]?.length ?? 0) ? t : { ...t, [conversationId]: left };
    });
  }, []);

  useEffect(() => {
    if (!connection || !userId) return;
    const ids = channels ? channels.split(',') : [];
    const stops = ids.map((id) =>
      connection.subscribe(typingChannel(id), (name, _data, clientId) => {
        if (name !== TYPING_EVENT || !clientId || clientId === userId) return;
        const key = `${id}:${clientId}`;
        clearTimeout(timers.current.get(key));
        timers.current.set(
          key,
          setTimeout(() => stopTyping(id, clientId), SHOW_MS),
        );
        setTyping((t) => (t[id]?.includes(clientId) ? t : { ...t, [id]: [...(t[id] ?? []), clientId] }));
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [connection, userId, channels, stopTyping]);

  useEffect(() => () => timers.current.forEach((t) => clearTimeout(t)), []);
  return { typing, stopTyping };
}

/** The composer's side: call on every key; at most one event per SEND_EVERY_MS goes out. */
export function useTypingSignal(connection: RealtimeConnection | undefined, conversationId: string) {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (!connection || now - last.current < SEND_EVERY_MS) return;
    last.current = now;
    connection.publish(typingChannel(conversationId), TYPING_EVENT, {});
  }, [connection, conversationId]);
}
