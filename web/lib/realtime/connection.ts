import { errorCode } from '../trpc-error';
import { localTransport } from './local-transport';
import { retryDelay, type FetchGrant, type Transport, type TransportEvents, type TransportState } from './transport';

/** `connecting` until the first grant and socket; then `live`, `down` (reconnecting) or `unavailable` (the page polls). */
export type RealtimeState = 'connecting' | TransportState;

type Handler = (name: string, data: unknown, clientId?: string) => void;

/**
 * One realtime connection for the page, whatever is behind it (Ably or the local hub): many
 * subscribers per channel, presence entered while someone asks for it, and a state every caller
 * can watch. Each time it becomes `live` (the first time and after every reconnect) callers
 * refetch what they show: events sent while it was down are read from the database, and
 * message ids make repeats harmless.
 */
export interface RealtimeConnection {
  readonly state: RealtimeState;
  subscribe(channel: string, handler: Handler): () => void;
  /** Enters presence on the channel and reports who is there; the returned function leaves. */
  presence(channel: string, onMembers: (members: string[]) => void): () => void;
  onState(listener: (state: RealtimeState) => void): () => void;
  /** A browser's own event (typing); lost while the connection is down, which is what such events can afford. */
  publish(channel: string, name: string, data: unknown): void;
  /** The member's channels changed (a new conversation): reconnect under a fresh grant. */
  refresh(): void;
  close(): void;
}

const unavailable = (e: unknown) => errorCode(e) === 'REALTIME_UNAVAILABLE';

export function openRealtime(fetchGrant: FetchGrant): RealtimeConnection {
  const handlers = new Map<string, Set<Handler>>();
  const watchers = new Map<string, Set<(members: string[]) => void>>();
  const stateListeners = new Set<(s: RealtimeState) => void>();
  let state: RealtimeState = 'connecting';
  let transport: Transport | undefined;
  let closed = false;
  let failures = 0;

  const setState = (s: RealtimeState) => {
    if (s === state) return;
    state = s;
    for (const l of stateListeners) l(s);
  };

  const events: TransportEvents = {
    message: (channel, name, data, clientId) => handlers.get(channel)?.forEach((h) => h(name, data, clientId)),
    presence: (channel, members) => watchers.get(channel)?.forEach((w) => w(members)),
    state: setState,
  };

  // The first grant decides the transport; Ably's SDK is fetched only when the server hands out an Ably grant.
  const start = () => {
    fetchGrant().then(
      async (grant) => {
        if (closed) return;
        const t =
          grant.kind === 'local'
            ? localTransport(grant, fetchGrant, events, unavailable)
            : (await import('./ably-transport')).ablyTransport(grant, fetchGrant, events);
        if (closed) return t.close();
        transport = t;
        for (const channel of handlers.keys()) t.subscribe(channel);
        for (const channel of watchers.keys()) t.enter(channel);
      },
      (e: unknown) => {
        if (closed) return;
        if (unavailable(e)) return setState('unavailable');
        setState('down');
        setTimeout(start, retryDelay(failures++));
      },
    );
  };
  start();

  const add = <T>(map: Map<string, Set<T>>, channel: string, item: T) => {
    const set = map.get(channel) ?? new Set<T>();
    const first = set.size === 0;
    set.add(item);
    map.set(channel, set);
    return first;
  };
  const remove = <T>(map: Map<string, Set<T>>, channel: string, item: T) => {
    const set = map.get(channel);
    set?.delete(item);
    if (set?.size !== 0) return false;
    map.delete(channel);
    return true;
  };

  return {
    get state() {
      return state;
    },
    subscribe(channel, handler) {
      if (add(handlers, channel, handler)) transport?.subscribe(channel);
      return () => {
        if (remove(handlers, channel, handler)) transport?.unsubscribe(channel);
      };
    },
    presence(channel, onMembers) {
      if (add(watchers, channel, onMembers)) transport?.enter(channel);
      return () => {
        if (remove(watchers, channel, onMembers)) transport?.leave(channel);
      };
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    publish(channel, name, data) {
      transport?.publish(channel, name, data);
    },
    refresh() {
      transport?.refresh();
    },
    close() {
      closed = true;
      transport?.close();
      stateListeners.clear();
    },
  };
}
