import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { turnstileBotCheck } from '../../worker/adapters/bot-check/turnstile';
import { readBody } from './read-body';

/** One siteverify call the stand-in received, as Cloudflare reads it. */
export interface SiteverifyRequest {
  secret: unknown;
  response: unknown;
  remoteip: unknown;
}

export const STAND_IN_SITE_KEY = '0x4AAAAAAAstandinSiteKey';
export const STAND_IN_SECRET = '0x4AAAAAAAstandinSecretKey';

/**
 * A stand-in for Turnstile's siteverify (POST /turnstile/v0/siteverify) on 127.0.0.1 that answers
 * as Cloudflare does: a token from `issue(action)` passes once, then is 'timeout-or-duplicate'; any
 * other token is 'invalid-input-response'; a wrong secret is 'invalid-input-secret'. `down(true)`
 * makes it answer 503 like an outage.
 */
export async function startTurnstileStandIn() {
  const seen: SiteverifyRequest[] = [];
  const issued = new Map<string, string>();
  let isDown = false;
  let n = 0;
  const server = createServer(async (req, res) => {
    const text = await readBody(req);
    const body = (req.headers['content-type'] ?? '').includes('json')
      ? (JSON.parse(text) as SiteverifyRequest)
      : (Object.fromEntries(new URLSearchParams(text)) as unknown as SiteverifyRequest);
    seen.push(body);
    const answer = (status: number, payload: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    if (isDown) return answer(503, { error: 'unavailable' });
    if (req.method !== 'POST' || req.url !== '/turnstile/v0/siteverify') return answer(404, {});
    if (body.secret !== STAND_IN_SECRET) return answer(200, { success: false, 'error-codes': ['invalid-input-secret'] });
    if (typeof body.response !== 'string' || body.response === '')
      return answer(200, { success: false, 'error-codes': ['missing-input-response'] });
    const action = issued.get(body.response);
    if (action === undefined) return answer(200, { success: false, 'error-codes': ['invalid-input-response'] });
    if (action === '') return answer(200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
    issued.set(body.response, '');
    return answer(200, { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost', 'error-codes': [], action });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const verifyUrl = `http://127.0.0.1:${port}/turnstile/v0/siteverify`;
  return {
    seen,
    verifyUrl,
    /** A token the widget would hand the browser after the person passed, for this form. */
    issue: (action: string) => {
      const token = `standin.${action}.${++n}`;
      issued.set(token, action);
      return token;
    },
    down: (value: boolean) => {
      isDown = value;
    },
    /** The production adapter pointed at this stand-in. */
    botCheck: (secretKey = STAND_IN_SECRET) => turnstileBotCheck({ siteKey: STAND_IN_SITE_KEY, secretKey, verifyUrl }),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
