/**
 * What the browser connects with: the answer of `messages.realtimeGrant` (typed here by shape,
 * as web/ sees only the contracts) — an Ably token request in production, the local hub's socket
 * and token in the embedded default.
 */
export type RealtimeGrant =
  { kind: 'ably'; tokenRequest?: unknown } | { kind: 'local'; socketPath: string; token: string; expiresAt: number };

/** Asks the server for a fresh grant (a member procedure; it also renews Ably tokens). */
export type FetchGrant = () => Promise<RealtimeGrant>;

/**
 * `live`: connected, subscriptions in place. `down`: lost, the transport is reconnecting.
 * `unavailable`: no realtime to be had (no Ably key on this server): the page polls.
 */
export type TransportState = 'live' | 'down' | 'unavailable';

export interface TransportEvents {
  /** `clientId`: the publisher as the realtime service stamped it (a browser's own publish), absent for the server's. */
  message(channel: string, name: string, data: unknown, clientId?: string): void;
  presence(channel: string, members: string[]): void;
  state(state: TransportState): void;
}

/** One connection to Ably or to the hub. It keeps the wanted channels itself and restores them after a reconnect. */
export interface Transport {
  subscribe(channel: string): void;
  unsubscribe(channel: string): void;
  enter(channel: string): void;
  leave(channel: string): void;
  /** Publishes from the browser, where the grant allows it (the typing channels); dropped while disconnected. */
  publish(channel: string, name: string, data: unknown): void;
  /** The member's channels changed (a new conversation): connect with a fresh grant's capability. */
  refresh(): void;
  close(): void;
}

/** Backs off to 30 s so a server that stays down is not hammered by every open page. */
export const retryDelay = (failures: number) => Math.min(2_000 * 2 ** Math.min(failures, 4), 30_000);
