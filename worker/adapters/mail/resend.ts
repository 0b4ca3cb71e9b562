import type { Mailer, MailMessage } from './port';

const RESEND_API_URL = 'https://api.resend.com';
/** A send waits on this inside a Worker's `waitUntil`; past it the attempt fails and is retried. */
const RESEND_TIMEOUT_MS = 10_000;

/**
 * A refused or failed send: `code` names the status class for the log, never the message's content.
 * A refusal of the message itself (4xx other than 408/429: a bad sender, an unverified domain, a
 * revoked key) is `permanent`: sending it again would be refused the same way.
 */
export class MailProviderError extends Error {
  override name = 'MailProviderError';
  readonly code: string;
  readonly permanent: boolean;
  constructor(readonly status: number) {
    super(`mail provider answered ${status}`);
    this.permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
    this.code = status >= 500 ? 'MAIL_PROVIDER_DOWN' : this.permanent ? 'MAIL_PROVIDER_REFUSED' : 'MAIL_PROVIDER_BUSY';
  }
}

/**
 * Resend's HTTPS API (POST {baseUrl}/emails, Bearer key, JSON), called with `fetch`, so it runs on
 * Workers and on Node. A non-2xx answer throws, so services/mail/send-later.ts tries again. Each
 * message carries one idempotency key for all its attempts: when an attempt timed out after Resend
 * had accepted it, the retry does not send a second copy. Nothing here logs; the error names only
 * the status.
 */
export function resendMailer(o: { apiKey: string; from: string; baseUrl?: string; fetch?: typeof fetch; timeoutMs?: number }): Mailer {
  const doFetch = o.fetch ?? fetch;
  const endpoint = `${(o.baseUrl ?? RESEND_API_URL).replace(/\/+$/, '')}/emails`;
  const keys = new WeakMap<MailMessage, string>();
  const keyOf = (m: MailMessage) => {
    let key = keys.get(m);
    if (!key) keys.set(m, (key = crypto.randomUUID()));
    return key;
  };
  return {
    async send(message) {
      const res = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${o.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': keyOf(message),
        },
        body: JSON.stringify({
          from: o.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html,
          tags: [{ name: 'kind', value: message.kind }],
        }),
        signal: AbortSignal.timeout(o.timeoutMs ?? RESEND_TIMEOUT_MS),
      });
      // The body is drained either way, so the connection can be reused; its content (it may echo the address) is not kept.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new MailProviderError(res.status);
    },
    outbox: () => null,
  };
}
