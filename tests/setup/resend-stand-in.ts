import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resendMailer } from '../../worker/adapters/mail/resend';
import { readBody } from './read-body';

export const STAND_IN_RESEND_KEY = 're_standin_0123456789abcdef';

/** One POST /emails the stand-in received, as Resend reads it. */
export interface ResendRequest {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  body: { from?: unknown; to?: unknown; subject?: unknown; text?: unknown; html?: unknown; tags?: unknown };
}

/**
 * A stand-in for Resend's API (POST /emails) on 127.0.0.1 that answers as Resend does: 200 with an
 * id for a good key and body, 401 for another key, 422 for a body without its fields. `failNext(n,
 * status)` answers the next n calls with that status (a 503 outage, a 429).
 */
export async function startResendStandIn() {
  const received: ResendRequest[] = [];
  const failures: number[] = [];
  let n = 0;
  const server = createServer(async (req, res) => {
    const text = await readBody(req);
    const answer = (status: number, payload: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    if (req.method !== 'POST' || req.url !== '/emails')
      return answer(404, { statusCode: 404, name: 'not_found', message: 'The requested endpoint does not exist.' });
    let body: ResendRequest['body'] = {};
    try {
      body = JSON.parse(text) as ResendRequest['body'];
    } catch {
      return answer(400, { statusCode: 400, name: 'invalid_request', message: 'Invalid JSON' });
    }
    received.push({
      authorization: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      contentType: req.headers['content-type'],
      body,
    });
    const failure = failures.shift();
    if (failure !== undefined) return answer(failure, { statusCode: failure, name: 'application_error', message: 'stand-in failure' });
    if (req.headers.authorization !== `Bearer ${STAND_IN_RESEND_KEY}`)
      return answer(401, { statusCode: 401, name: 'validation_error', message: 'API key is invalid' });
    if (!body.from || !body.to || !body.subject)
      return answer(422, { statusCode: 422, name: 'missing_required_field', message: 'Missing `to` field.' });
    return answer(200, { id: `stand-in-${++n}` });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    received,
    failNext: (count: number, status: number) => failures.push(...Array<number>(count).fill(status)),
    /** The production adapter pointed at this stand-in. */
    mailer: (apiKey = STAND_IN_RESEND_KEY) => resendMailer({ apiKey, from: 'MC Mito <nao-responda@mcmito.com.br>', baseUrl }),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
