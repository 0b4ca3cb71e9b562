import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../../worker/lib/logger';
import { bufferSmallBodies, withBufferedBody } from '../../../worker/node/hono-node-server';
import { maskedCpf, validCpf } from '../../factories/voters';
import { startTempSite } from '../../setup/temp-site';

/** The Node entry over real sockets: small bodies are buffered, others stream, and both give the same answers. */
let site: Awaited<ReturnType<typeof startTempSite>>;
beforeAll(async () => {
  site = await startTempSite({ SERVE_WEB: 'none', SEED_DEMO: 'false' }, silentLogger);
});
afterAll(() => site.close());

const voteBody = (n: number) =>
  JSON.stringify({
    name: `Fã Número ${n}`,
    cpf: maskedCpf(validCpf(n)),
    whatsapp: '(11) 98765-4321',
    email: `fa${n}@exemplo.com.br`,
    contactConsent: true,
    optionId: 'opt_design2',
  });

/** A raw HTTP/1.1 POST, with Content-Length or chunked, so the test decides how the body travels. */
function post(path: string, body: string, opts: { chunked?: boolean; splitAtByte?: number } = {}) {
  return new Promise<{ status: number; json: unknown; text: string }>((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json', origin: site.url };
    if (!opts.chunked) headers['content-length'] = Buffer.byteLength(body);
    const req = httpRequest(`${site.url}${path}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode ?? 0, json, text });
      });
    });
    req.on('error', reject);
    if (opts.chunked) {
      // Two writes: the body arrives in two chunks, cut at a byte (maybe inside a character).
      const bytes = Buffer.from(body);
      const at = opts.splitAtByte ?? 10;
      req.write(bytes.subarray(0, at));
      req.end(bytes.subarray(at));
    } else req.end(body);
  });
}

describe('request bodies in the Node entry', () => {
  it('a vote with a Content-Length (the browser case) is stored and answered', async () => {
    const res = await post('/trpc/poll.vote', voteBody(910_001));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ result: { data: { coupon: expect.stringMatching(/^MITO-/), optionId: 'opt_design2' } } });
  });

  it('a chunked body takes the streaming path and gets the same kind of answer', async () => {
    const res = await post('/trpc/poll.vote', voteBody(910_002), { chunked: true });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ result: { data: { coupon: expect.stringMatching(/^MITO-/) } } });
    const again = await post('/trpc/poll.vote', voteBody(910_002));
    expect(again.status).toBe(409);
    expect(again.text).toContain('Seu voto já estava registrado!');
  });

  it('keeps UTF-8 intact when a character is split between chunks', async () => {
    const body = JSON.stringify({ name: 'Zé', cpf: '1', whatsapp: '1', email: 'x', optionId: 'o' });
    // '{"name":"Z' is 10 bytes: byte 11 is the middle of 'é'.
    const res = await post('/trpc/poll.vote', body, { chunked: true, splitAtByte: 11 });
    // 'Zé' is too short: the message proves the name arrived whole.
    expect(res.text).toContain('Nome deve ter pelo menos 3 caracteres');
  });

  it('answers malformed JSON with the Portuguese message and nothing internal', async () => {
    for (const chunked of [false, true]) {
      const res = await post('/trpc/poll.vote', '{"name": "Fulano', { chunked });
      expect(res.status).toBe(400);
      expect(res.text).toContain('Por favor, preencha todos os campos corretamente');
      expect(res.text).not.toMatch(/SyntaxError|stack|node_modules|at \//);
    }
  });

  it('keeps the connection open after a buffered body (keep-alive survives the answer)', async () => {
    // A timer the answer arms (node-server drains an unread body for a while, then closes the
    // socket) is fired at once below, not waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const send = () =>
        new Promise<{ status: number; socket: Socket }>((resolve, reject) => {
          const body = '{"name":"x"}';
          const req = httpRequest(
            `${site.url}/trpc/poll.vote`,
            {
              method: 'POST',
              agent,
              headers: { 'content-type': 'application/json', origin: site.url, 'content-length': Buffer.byteLength(body) },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket! }));
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      const first = await send();
      expect(first.status).toBe(400);
      // Every timer armed so far has run: an idle kept-alive socket must still be open, and serve the next request.
      vi.runOnlyPendingTimers();
      expect(first.socket.destroyed).toBe(false);
      const second = await send();
      expect(second.socket).toBe(first.socket);
    } finally {
      vi.useRealTimers();
      agent.destroy();
    }
  });

  it('refuses a declared body over the limit without reading it', async () => {
    const big = 'x'.repeat(300 * 1024);
    const res = await post('/trpc/poll.vote', big);
    expect(res.status).toBe(413);
    expect(res.text).toContain('Requisição grande demais.');
  });
});

describe('the buffered request signal', () => {
  let server: Server;
  let aborted: Promise<string>;
  let bodyRead: Promise<void>;
  beforeAll(async () => {
    let seen!: (why: string) => void;
    aborted = new Promise((r) => (seen = r));
    let read!: () => void;
    bodyRead = new Promise((r) => (read = r));
    const app = new Hono<{ Bindings: HttpBindings }>().post('/slow', async (c) => {
      const body = await c.req.json<{ hello: string }>();
      const signal = c.req.raw.signal;
      signal.addEventListener('abort', () => seen(`aborted after reading ${body.hello}`));
      read();
      // A slow answer: it is still being worked on when the client hangs up.
      await new Promise((r) => signal.addEventListener('abort', r));
      return c.text('late');
    });
    const listener = getRequestListener((req, env) => app.fetch(withBufferedBody(req, env as HttpBindings), env));
    server = createServer(bufferSmallBodies(listener, 1024));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('aborts when the client hangs up before the answer', { timeout: 3_000 }, async () => {
    const { port } = server.address() as AddressInfo;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/slow',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': 15 },
    });
    req.on('error', () => undefined);
    req.end('{"hello":"ola"}');
    await bodyRead;
    req.destroy();
    await expect(aborted).resolves.toMatch(/^aborted after reading/);
  });
});
