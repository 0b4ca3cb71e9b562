/** What one push shows: no more than the bell shows (title and line), where a tap goes, and its group. */
export interface PushMessage {
  title: string;
  body: string;
  /** A same-site path the tap opens. */
  url: string;
  /** The bell's group: a newer push of the same group replaces the older one on the phone. */
  tag: string;
}

/** One browser's subscription (push_subscriptions). */
interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service says the subscription no longer exists (404/410), so it is deleted. */
type PushOutcome = { outcome: 'sent' | 'gone' | 'failed'; status: number };

/**
 * Web Push delivery (RFC 8030): the same sender on both runtimes, over `fetch` to the browser's push
 * service. Built from configuration by the entries; without VAPID keys (outside production) pushes are off.
 */
export interface PushSender {
  /** The VAPID public key browsers subscribe with (applicationServerKey); null when pushes are off. */
  readonly publicKey: string | null;
  send(target: PushTarget, message: PushMessage, options: { urgency: 'normal' | 'high' }): Promise<PushOutcome>;
}

export const noPush = (): PushSender => ({
  publicKey: null,
  send: async () => ({ outcome: 'failed', status: 0 }),
});
