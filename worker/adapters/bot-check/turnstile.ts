import type { BotCheck, BotCheckVerdict } from './port';

const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** A vote or an order waits on this; past it the person is told to try again in a moment. */
const TURNSTILE_TIMEOUT_MS = 3000;
/** Turnstile refuses tokens longer than this; one is never sent to it. */
const MAX_TOKEN_LENGTH = 2048;

interface SiteverifyBody {
  success?: unknown;
  'error-codes'?: unknown;
  action?: unknown;
}

/** Error codes that mean our side or Cloudflare's is broken, not that the person failed. */
const NOT_THE_PERSON = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request', 'internal-error']);

/**
 * Cloudflare Turnstile, verified on the server: POST siteverify with the secret,
 * the browser's token and the client address. A token is good once; a reused,
 * expired or forged one fails. A verifier that does not answer, answers 5xx, or
 * reports our secret wrong is 'unavailable', never a pass.
 */
export function turnstileBotCheck(opts: {
  siteKey: string;
  secretKey: string;
  verifyUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): BotCheck {
  const doFetch = opts.fetch ?? fetch;
  return {
    siteKey: opts.siteKey,
    async verify({ token, ip, action }): Promise<BotCheckVerdict> {
      if (!token || token.length > MAX_TOKEN_LENGTH) return 'failed';
      let body: SiteverifyBody;
      try {
        const res = await doFetch(opts.verifyUrl ?? TURNSTILE_VERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          // An IPv6 client is known by its /64 here (the rate limits' unit), which is not an address to send.
          body: JSON.stringify({ secret: opts.secretKey, response: token, ...(ip.includes('/') ? {} : { remoteip: ip }) }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? TURNSTILE_TIMEOUT_MS),
        });
        if (!res.ok) return 'unavailable';
        body = (await res.json()) as SiteverifyBody;
      } catch {
        return 'unavailable';
      }
      const codes = Array.isArray(body['error-codes']) ? body['error-codes'].map(String) : [];
      if (body.success === true) {
        // A token solved for another form (say, sign-in) does not pass a vote.
        return typeof body.action === 'string' && body.action !== '' && body.action !== action ? 'failed' : 'passed';
      }
      return codes.some((c) => NOT_THE_PERSON.has(c)) ? 'unavailable' : 'failed';
    },
  };
}
