import type { ClientOptions, InboundMessage, PresenceMessage, RealtimeChannel, TokenRequest } from 'ably';
import { BaseRealtime, FetchRequest, RealtimePresence, WebSocketTransport } from 'ably/modular';
import type { FetchGrant, RealtimeGrant, Transport, TransportEvents } from './transport';

type AblyGrant = Extract<RealtimeGrant, { kind: 'ably' }>;

/**
 * Production realtime with Ably's modular build (only the WebSocket transport, fetch and presence
 * are bundled). This module is only ever imported dynamically, so no page pays for it until a
 * member's page connects. Auth: `authCallback` answers with the server's token request — the first
 * one already fetched, every renewal a fresh `messages.realtimeGrant` — so the key never leaves the
 * server and the capability covers only the member's own channels. The SDK reconnects and
 * re-attaches by itself; a reconnect still reports `down` → `live`, and the page refetches.
 */
export function ablyTransport(first: AblyGrant, fetchGrant: FetchGrant, events: TransportEvents, options: ClientOptions = {}): Transport {
  let pending: unknown = first.tokenRequest;
  const client = new BaseRealtime({
    // Only tests pass these (a local stand-in for Ably's token endpoint, no automatic connect).
    ...options,
    plugins: { WebSocketTransport, FetchRequest, RealtimePresence },
    authCallback: (_params, callback) => {
      const given = pending;
      pending = undefined;
      const tokenRequest = given
        ? Promise.resolve(given)
        : fetchGrant().then((g) => {
            if (g.kind !== 'ably') throw new Error('realtime grant is not for Ably');
            return g.tokenRequest;
          });
      tokenRequest.then(
        (t) => callback(null, t as TokenRequest),
        (e: unknown) => callback(e instanceof Error ? e.message : String(e), null),
      );
    },
  });

  const listeners = new Map<string, (m: InboundMessage) => void>();
  const presenceWatchers = new Map<string, () => void>();
  const present = new Set<string>();

  client.connection.on((change) => {
    if (change.current === 'connected') events.state('live');
    else if (change.current === 'failed') events.state('unavailable');
    else if (change.current === 'disconnected' || change.current === 'suspended') events.state('down');
  });

  const channel = (name: string) => client.channels.get(name);
  const members = (name: string) =>
    channel(name)
      .presence.get()
      .then((list: PresenceMessage[]) => events.presence(name, [...new Set(list.map((m) => m.clientId))]))
      .catch(() => undefined);

  const watchPresence = (name: string) => {
    if (presenceWatchers.has(name)) return;
    const onChange = () => void members(name);
    presenceWatchers.set(name, onChange);
    channel(name)
      .presence.subscribe(onChange)
      .then(onChange, () => undefined);
  };

  // Listeners stay registered on a channel that failed to attach; attaching again is enough.
  const reattach = (name: string, ch: RealtimeChannel) =>
    ch.attach().then(
      () => {
        if (present.has(name)) ch.presence.enter().catch(() => undefined);
        void members(name);
      },
      () => undefined,
    );

  return {
    subscribe(name) {
      if (listeners.has(name)) return;
      const listener = (m: InboundMessage) => events.message(name, m.name ?? '', m.data, m.clientId);
      listeners.set(name, listener);
      channel(name)
        .subscribe(listener)
        .catch(() => undefined);
    },
    unsubscribe(name) {
      const listener = listeners.get(name);
      listeners.delete(name);
      const ch = channel(name);
      if (listener) ch.unsubscribe(listener);
      if (!present.has(name)) ch.detach().catch(() => undefined);
    },
    enter(name) {
      present.add(name);
      channel(name)
        .presence.enter()
        .catch(() => undefined);
      // Who is there matters only where the page shows presence (conversations), not on the inbox or notifications.
      watchPresence(name);
    },
    leave(name) {
      present.delete(name);
      const onChange = presenceWatchers.get(name);
      presenceWatchers.delete(name);
      if (onChange) channel(name).presence.unsubscribe(onChange);
      channel(name)
        .presence.leave()
        .catch(() => undefined);
    },
    publish(name, event, data) {
      if (client.connection.state !== 'connected') return;
      channel(name)
        .publish(event, data)
        .catch(() => undefined);
    },
    refresh() {
      // A new token with the grown capability; channels refused under the old one attach again.
      client.auth.authorize().then(
        () => {
          for (const name of listeners.keys()) {
            const ch = channel(name);
            if (ch.state === 'failed' || ch.state === 'suspended' || ch.state === 'detached') void reattach(name, ch);
          }
        },
        () => undefined,
      );
    },
    close() {
      client.close();
    },
  };
}
