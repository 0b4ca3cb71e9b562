import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { trpc } from '../trpc';
import { openRealtime, type RealtimeConnection, type RealtimeState } from './connection';

/** Kept open this long after the last user unmounts: moving between /feed and /messages reuses it. */
const LINGER_MS = 2_000;

const shared = new Map<string, { connection: RealtimeConnection; users: number; timer?: ReturnType<typeof setTimeout> }>();

/**
 * The page's one realtime connection for the signed-in member, shared by every hook that needs it
 * (live messages, live notifications). Undefined until the member is known.
 */
export function useRealtime(userId: string | undefined): { connection: RealtimeConnection | undefined; state: RealtimeState } {
  const utils = trpc.useUtils();
  const [connection, setConnection] = useState<RealtimeConnection>();

  useEffect(() => {
    if (!userId) return;
    let entry = shared.get(userId);
    if (!entry) {
      entry = { connection: openRealtime(() => utils.client.messages.realtimeGrant.mutate()), users: 0 };
      shared.set(userId, entry);
    }
    clearTimeout(entry.timer);
    entry.users++;
    setConnection(entry.connection);
    const held = entry;
    return () => {
      held.users--;
      if (held.users > 0) return;
      held.timer = setTimeout(() => {
        if (held.users > 0) return;
        held.connection.close();
        shared.delete(userId);
      }, LINGER_MS);
    };
  }, [userId, utils]);

  const subscribe = useCallback((l: () => void) => connection?.onState(l) ?? (() => undefined), [connection]);
  const state = useSyncExternalStore(
    subscribe,
    () => connection?.state ?? 'connecting',
    () => 'connecting' as const,
  );
  return { connection, state };
}

/**
 * What the member's grant allows changed outside a conversation (privacy: online status hidden
 * or shown): reconnect the page's connections under a fresh grant so it applies at once.
 */
export function refreshRealtime(): void {
  for (const entry of shared.values()) entry.connection.refresh();
}
