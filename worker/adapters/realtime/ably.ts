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

/**
 * Ably's errors carry a numeric code (80000…) that a log's `code` field would drop: each failure leaves
 * the adapter as one error whose code names the operation and Ably's code, e.g. `REALTIME_PUBLISH_FAILED_80003`.
 */
class RealtimeFailure extends Error {
  override name = 'RealtimeFailure';
  constructor(
    readonly code: string,
    options: { cause: unknown },
  ) {
    super(code, options);
  }
}

async function failsAs<T>(operation: 'PUBLISH' | 'GRANT' | 'PRESENCE' | 'REVOKE', run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const ablyCode = (e as { code?: unknown } | null)?.code;
    throw new RealtimeFailure(`REALTIME_${operation}_FAILED${typeof ablyCode === 'number' ? `_${ablyCode}` : ''}`, { cause: e });
  }
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
    // Failures reach our own log with their code (RealtimeFailure); Ably's console lines would repeat them with URLs.
    logLevel: 0,
    ...(o.endpoint ? { endpoint: o.endpoint, port: o.port, tls: o.tls ?? true } : {}),
  });
  return {
    publish: (channel, name, data) =>
      failsAs('PUBLISH', async () => {
        await rest.channels.get(channel).publish(name, data);
      }),
    async grant(clientId, capability: Capability) {
      const tokenRequest = await failsAs('GRANT', () => rest.auth.createTokenRequest({ clientId, capability }));
      return { kind: 'ably', tokenRequest };
    },
    presence: (channel) => failsAs('PRESENCE', () => readPresence(rest, channel)),
    // Ably's token revocation by clientId: every token of the member stops working and their
    // connections drop. The API key needs "Revocable tokens" on (the README's deploy steps).
    revoke: (clientId) =>
      failsAs('REVOKE', async () => {
        await rest.auth.revokeTokens([{ type: 'clientId', value: clientId }]);
      }),
  };
}

async function readPresence(rest: Ably.Rest, channel: string): Promise<string[]> {
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
}
