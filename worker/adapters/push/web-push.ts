import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import type { AppConfig } from '../../env';
import { encryptPushPayload } from '../../lib/web-push/encrypt';
import { pushEndpointAllowed } from '../../lib/web-push/endpoint';
import { importVapidSigningKey, vapidAuthorization, type VapidKeys } from '../../lib/web-push/vapid';
import type { Clock } from '../clock/port';
import { noPush, type PushSender } from './port';

/** A push service that has not answered by then is given up on; the row stays for the next push. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a phone that is off: a day, then it is stale. */
const TTL_SECONDS = 24 * 60 * 60;
/** One JWT per push service origin is reused this long (it is valid for 12 hours): a fan-out signs a few, not thousands. */
const JWT_REUSE_MS = 60 * 60 * 1000;

const encoder = new TextEncoder();

/** RFC 8030's Topic: at most 32 base64url characters; a hash of the group, so long or odd keys still collapse. */
async function topicOf(tag: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(tag)));
  return encodeBase64urlNoPadding(digest).slice(0, 32);
}

/**
 * RFC 8291 payload encryption and RFC 8292 VAPID with WebCrypto, sent with `fetch`: the same code on
 * Workers and Node (docs/decisions/0025). Only endpoints `pushEndpointAllowed` accepts are called.
 */
export function webPushSender(o: { keys: VapidKeys; appEnv: AppConfig['APP_ENV']; clock: Clock; fetch?: typeof fetch }): PushSender {
  const doFetch = o.fetch ?? fetch;
  let signingKey: Promise<CryptoKey> | undefined;
  const jwts = new Map<string, { header: string; until: number }>();
  const authorization = async (endpoint: string) => {
    const now = o.clock.now().getTime();
    const origin = new URL(endpoint).origin;
    const kept = jwts.get(origin);
    if (kept && kept.until > now) return kept.header;
    signingKey ??= importVapidSigningKey(o.keys);
    const header = await vapidAuthorization(endpoint, o.keys, await signingKey, now);
    jwts.set(origin, { header, until: now + JWT_REUSE_MS });
    return header;
  };
  return {
    publicKey: o.keys.publicKey,
    async send(target, message, { urgency }) {
      if (!pushEndpointAllowed(target.endpoint, o.appEnv)) return { outcome: 'gone', status: 0 };
      const body = await encryptPushPayload(encoder.encode(JSON.stringify(message)), target);
      const res = await doFetch(target.endpoint, {
        method: 'POST',
        headers: {
          Authorization: await authorization(target.endpoint),
          'Content-Encoding': 'aes128gcm',
          'Content-Type': 'application/octet-stream',
          TTL: String(TTL_SECONDS),
          Urgency: urgency,
          Topic: await topicOf(message.tag),
        },
        body: body as BodyInit,
        redirect: 'manual',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      // The answer's body is never needed; drop it so the connection is freed.
      await res.body?.cancel().catch(() => undefined);
      if (res.status === 404 || res.status === 410) return { outcome: 'gone', status: res.status };
      return { outcome: res.ok ? 'sent' : 'failed', status: res.status };
    },
  };
}

/** The sender the configuration allows: with both VAPID keys, Web Push; without (never in production, env.ts), none. */
export function pushSenderFor(config: AppConfig, clock: Clock, doFetch?: typeof fetch): PushSender {
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) return noPush();
  const subject = config.VAPID_SUBJECT ?? (config.APP_URL?.startsWith('https://') ? config.APP_URL : 'mailto:contato@mcmito.com.br');
  return webPushSender({
    keys: { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject },
    appEnv: config.APP_ENV,
    clock,
    fetch: doFetch,
  });
}
