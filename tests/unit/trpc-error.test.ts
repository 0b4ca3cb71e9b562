import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../worker/contracts/app-router';
import { fetchWithTimeout } from '../../web/lib/fetch-timeout';
import { isNotFoundError, readError } from '../../web/lib/trpc-error';

/**
 * The browser's tRPC client against a real HTTP server that answers the way a broken network
 * does: a proxy's HTML 502, a hang, a dropped connection, and (for contrast) our server's answers.
 */
const ANSWERS: Record<string, (res: import('node:http').ServerResponse) => void> = {
  'proxy-html': (res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>'),
  'html-200': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Wi-Fi login</title>'),
  hang: () => undefined,
  reset: (res) => res.socket?.destroy(),
  ours: (res) =>
    res.writeHead(400, { 'content-type': 'application/json' }).end(
      JSON.stringify([
        {
          error: {
            message: 'CPF inválido',
            code: -32600,
            data: { code: 'BAD_REQUEST', httpStatus: 400, appCode: 'BAD_INPUT', fieldErrors: { cpf: 'CPF inválido' } },
          },
        },
      ]),
    ),
  'ours-500': (res) =>
    res.writeHead(500, { 'content-type': 'application/json' }).end(
      JSON.stringify([
        {
          error: {
            message: 'Algo deu errado. Tente novamente em alguns minutos.',
            code: -32603,
            data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, appCode: null, fieldErrors: null },
          },
        },
      ]),
    ),
  'ours-404': (res) =>
    res.writeHead(404, { 'content-type': 'application/json' }).end(
      JSON.stringify([
        {
          error: {
            message: 'Pedido não encontrado',
            code: -32004,
            data: { code: 'NOT_FOUND', httpStatus: 404, appCode: 'ORDER_NOT_FOUND', fieldErrors: null },
          },
        },
      ]),
    ),
};

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => ANSWERS[req.url!.split('/')[1]!]!(res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const client = (answer: string, timeoutMs = 5_000) =>
  createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${base}/${answer}`, fetch: (u, o) => fetchWithTimeout(String(u), o as RequestInit, timeoutMs) })],
  });

async function failure(answer: string, timeoutMs?: number): Promise<unknown> {
  try {
    await client(answer, timeoutMs).orders.checkout.query({ orderId: 'x' });
  } catch (e) {
    return e;
  }
  throw new Error('the call did not fail');
}

const FALLBACK = 'Erro ao carregar pedido';

describe('readError: only our server’s Portuguese reaches the screen', () => {
  it.each([
    ['a proxy’s HTML 502', 'proxy-html'],
    ['an HTML page with 200 (captive portal)', 'html-200'],
    ['a dropped connection', 'reset'],
  ])('%s shows the screen’s own message', async (_, answer) => {
    const e = await failure(answer);
    // The library's text is English ("Unable to transform response from server", "fetch failed").
    expect((e as Error).message).toMatch(/[a-z]/);
    expect(readError(e, FALLBACK)).toEqual({ message: FALLBACK, appCode: null, code: null, status: null, transport: true });
    expect(isNotFoundError(e)).toBe(false);
  });

  it('a request that hangs gives up after the timeout and shows the screen’s message', async () => {
    const e = await failure('hang', 150);
    expect(readError(e, FALLBACK)).toMatchObject({ message: FALLBACK, transport: true });
  });

  it('our server’s validation answer keeps its Portuguese text and codes', async () => {
    expect(readError(await failure('ours'), FALLBACK)).toEqual({
      message: 'CPF inválido',
      appCode: 'BAD_INPUT',
      code: 'BAD_REQUEST',
      status: 400,
      transport: false,
    });
  });

  it('our server’s generic 500 gives way to the screen’s message', async () => {
    expect(readError(await failure('ours-500'), FALLBACK)).toMatchObject({ message: FALLBACK, status: 500, transport: true });
  });

  it('only a real NOT_FOUND from our server counts as “the order is gone”', async () => {
    const gone = await failure('ours-404');
    expect(isNotFoundError(gone)).toBe(true);
    expect(readError(gone, FALLBACK).message).toBe('Pedido não encontrado');
  });

  it('anything that is not an error of the client reads as the fallback', () => {
    expect(readError(new TypeError('Failed to fetch'), FALLBACK).message).toBe(FALLBACK);
    expect(readError(undefined, FALLBACK).message).toBe(FALLBACK);
  });
});
