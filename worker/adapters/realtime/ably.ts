import * as Ably from 'ably';
import type { Capability, Realtime } from './port';

const MAX_PRESENCE_PAGES = 10;

/**
 * Production realtime: Ably's REST client. The server only publishes and signs;
 * browsers connect to Ably themselves with the capability-limited token
 * request handed out by `grant` (signing needs no network).
 */
export interface AblyOptions {
  /** Ably's REST host (default: Ably's own); tests point it at a local stand-in with `port` and `tls: false`. */
  endpoint?: string;
  port?: number;
  tls?: boolean;
}

export function ablyRealtime(apiKey: string, o: AblyOptions = {}): Realtime {
  // Short timeouts and one fallback-host retry: a publish happens after the commit and must not hold the request for Ably's default 15 s.
  // JSON rather than MessagePack: the Node and Workers builds then send the same bodies.
  const rest = new Ably.Rest({
    key: apiKey,
    httpRequestTimeout: 5_000,
    httpMaxRetryCount: 1,
    httpMaxRetryDuration: 6_000,
    useBinaryProtocol: false,
    ...(o.endpoint ? { endpoint: o.endpoint, port: o.port, tls: o.tls ?? true } : {}),
  });
  return {
    async publish(channel, name, data) {
      await rest.channels.get(channel).publish(name, data);
    },
    async grant(clientId, capability: Capability) {
      const tokenRequest = await rest.auth.createTokenRequest({ clientId, capability });
      return { kind: 'ably', tokenRequest };
    },
    async presence(channel) {
      const ids = new Set<string>();
      let page = await rest.channels.get(channel).presence.get();
      for (let i = 0; ; i++) {
        for (const m of page.items) if (m.clientId) ids.add(m.clientId);
        if (i + 1 >= MAX_PRESENCE_PAGES || !page.hasNext()) break;
        const next = await page.next();
        if (!next) break;
        page = next;
      }
      return [...ids];
    },
  };
}
