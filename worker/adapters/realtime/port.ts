/** What a browser needs to connect: an Ably token request, or the local hub's socket URL and token. */
export type RealtimeGrant =
  { kind: 'ably'; tokenRequest: unknown } | { kind: 'local'; socketPath: string; token: string; expiresAt: number };

/** Channel → allowed operations, Ably-style ("subscribe", "publish", "presence"). */
export type Capability = Record<string, Array<'subscribe' | 'publish' | 'presence'>>;

/** Realtime messages, presence and notifications: Ably in production, an in-process WebSocket hub on Node. */
export interface Realtime {
  publish(channel: string, name: string, data: unknown): Promise<void>;
  grant(clientId: string, capability: Capability): Promise<RealtimeGrant>;
  presence(channel: string): Promise<string[]>;
  /**
   * Ends a member's realtime access at once (a suspension): their open connections close and the
   * grants already handed out stop working. New grants are the grant service's business.
   */
  revoke(clientId: string): Promise<void>;
}
