import { useEffect, useRef, useState } from 'react';
import { conversationChannel, inboxChannel, MESSAGE_EVENT, type MessageView } from '../../../worker/contracts/messages';
import { MESSAGE_REMOVED_EVENT } from '../../../worker/contracts/moderation';
import { useRealtime } from '../../lib/realtime/use-realtime';
import { trpc } from '../../lib/trpc';
import { addMessage } from './message-cache';

/**
 * Live updates through the realtime port (Ably in production, the local hub in the embedded
 * default): the member's inbox and the conversations listed, with presence in each. A message
 * lands in the open chat's cache (deduplicated by id) and refreshes the list; every (re)connect
 * refetches both, so nothing sent while the connection was down is lost. Without realtime
 * (`unavailable`: a Worker without an Ably key) the page polls and says so.
 */
export function useLiveMessages(userId: string | undefined, conversationIds: string[]) {
  const utils = trpc.useUtils();
  const { connection, state } = useRealtime(userId);
  // Conversation id → members connected to it (entered while the page is open, left on close or timeout).
  const [present, setPresent] = useState<Record<string, string[]>>({});
  const channels = conversationIds.join(',');
  const granted = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (state === 'live') {
      void utils.messages.conversations.invalidate();
      void utils.messages.list.invalidate();
    } else setPresent({});
  }, [state, utils]);

  useEffect(() => {
    if (!connection || !userId) return;
    return connection.subscribe(inboxChannel(userId), () => void utils.messages.conversations.invalidate());
  }, [connection, userId, utils]);

  useEffect(() => {
    if (!connection) return;
    const ids = channels ? channels.split(',') : [];
    // A conversation the current grant may not name (started since, or the connection was opened
    // earlier by another page's hook): reconnect under a fresh grant.
    const stale = granted.current ? ids.some((id) => !granted.current!.has(id)) : connection.state !== 'connecting';
    if (stale) connection.refresh();
    granted.current = new Set([...(granted.current ?? []), ...ids]);
    const stops = ids.flatMap((id) => {
      const channel = conversationChannel(id);
      return [
        connection.subscribe(channel, (name, data) => {
          if (name === MESSAGE_EVENT) addMessage(utils, data as MessageView);
          if (name === MESSAGE_REMOVED_EVENT) void utils.messages.list.invalidate({ conversationId: id });
          void utils.messages.conversations.invalidate();
        }),
        connection.presence(channel, (members) =>
          setPresent((p) => {
            // Someone left: their "last seen" is being written, the list brings it.
            if ((p[id]?.length ?? 0) > members.length) void utils.messages.conversations.invalidate();
            return { ...p, [id]: members };
          }),
        ),
      ];
    });
    return () => stops.forEach((stop) => stop());
    // A new channel set resubscribes (`utils` is the same object for the app's lifetime).
  }, [connection, channels, utils]);

  return { live: state === 'live', present, unavailable: state === 'unavailable' };
}
