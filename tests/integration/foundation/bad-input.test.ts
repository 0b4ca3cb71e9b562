import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { createApp } from '../../../worker/app';
import type { Logger } from '../../../worker/lib/logger';
import { startTempSite } from '../../setup/temp-site';
import { createTestDeps, type TestDeps } from '../../setup/test-deps';

/**
 * What an attacker or a broken client sends to the public API: wrong types, huge
 * strings, missing fields, non-JSON, JSON nested thousands deep, wrong methods.
 * None of it may become a 500, a stack trace or SQL.
 */
const QUERIES = [
  'poll.current',
  'poll.myVote',
  'poll.couponStatus',
  'auth.me',
  'orders.confirmation',
  'orders.checkout',
  'billing.tiers',
  'artist.session',
  'shop.firstBatch',
  'shop.clubProducts',
  'shop.lookupCep',
];
const MUTATIONS = ['poll.vote', 'poll.changeVote', 'orders.create', 'orders.startPayment'];
const DEEP = `${'['.repeat(3000)}${']'.repeat(3000)}`;
const BIG = 'x'.repeat(100_000);
const BAD_INPUTS: Array<[string, string | undefined]> = [
  ['no body', undefined],
  ['null', 'null'],
  ['a number', '5'],
  ['a string', '"abc"'],
  ['an array', '[]'],
  ['an empty object', '{}'],
  [
    'wrong types',
    JSON.stringify({
      name: 5,
      cpf: [],
      whatsapp: {},
      email: true,
      optionId: null,
      orderId: 7,
      orderCode: {},
      cep: 12345678,
      voterToken: 1,
      coupon: [],
      cpfLast4: 1,
      items: 'x',
      customer: 3,
    }),
  ],
  [
    'huge strings',
    JSON.stringify({ name: BIG, orderId: BIG, orderCode: BIG, cep: BIG, voterToken: BIG, coupon: BIG, optionId: BIG, email: BIG }),
  ],
  ['deep nesting', DEEP],
  ['deep nesting inside an object', `{"orderId":"a","x":${DEEP}}`],
  ['not JSON', '{not json'],
  ['prototype keys', '{"__proto__":{"admin":true},"constructor":{"prototype":{"a":1}}}'],
  ['lone surrogates and NUL', JSON.stringify({ name: '\u0000\uD800', cep: '\uD800', orderId: '\uFFFF', voterToken: '\uD800' })],
];
const PLAIN = [
  '/api/poll/tally',
  '/api/shop/first-batch',
  '/api/analytics',
  '/api/payments/webhook',
  '/api/payment-simulator/cs_x',
  `/api/payment-simulator/${'y'.repeat(3000)}`,
  '/health',
  '/health/ready',
  '/api/nope',
  '/%E0%A4%A',
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'PATCH'];

let t: TestDeps;
const errors: string[] = [];
const logger: Logger = { info: () => {}, warn: () => {}, error: (msg) => errors.push(msg) };
let app: ReturnType<typeof createApp>;
let ip = 0;
beforeAll(async () => {
  t = await createTestDeps();
  t.deps.logger = logger;
  app = createApp(t.deps, { clientIp: () => `10.77.${(ip >> 8) & 255}.${ip++ & 255}`, mounts: { paymentSimulator: t.simulator } });
});
afterAll(() => t.cleanup());

/** The site's own pages send their Origin on every POST: bad input must get past the origin check to be tested. */
const SITE = 'http://localhost:3000';

async function expectNo500(label: string, path: string, init?: RequestInit) {
  const res = await app.request(`http://localhost:3000${path}`, init);
  const text = await res.text();
  expect(res.status, `${label} ${path.slice(0, 60)}`).toBeLessThan(500);
  expect(text, label).not.toMatch(/\n\s+at |SQLITE|select |insert into|RangeError|TypeError/i);
}

describe('tRPC procedures with bad input', () => {
  it.each([...QUERIES, ...MUTATIONS])('%s: never a 500, whatever the input or method', async (proc) => {
    for (const [label, body] of BAD_INPUTS) {
      const query = body !== undefined && body.length < 8000 ? `?input=${encodeURIComponent(body)}` : '';
      await expectNo500(`GET ${label}`, `/trpc/${proc}${query}`);
      await expectNo500(`POST ${label}`, `/trpc/${proc}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE },
        body,
      });
      await expectNo500(`POST text/plain ${label}`, `/trpc/${proc}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: SITE },
        body,
      });
    }
    await expectNo500('batch of wrong inputs', `/trpc/${proc},${proc}?batch=1&input=${encodeURIComponent('{"0":1,"1":null}')}`);
    await expectNo500('batch input that is an array', `/trpc/${proc}?batch=1&input=${encodeURIComponent('[1,2]')}`);
    await expectNo500('broken percent-encoding', `/trpc/${proc}?input=%E0%A4%A`);
    for (const method of ['PUT', 'DELETE', 'PATCH'])
      await expectNo500(method, `/trpc/${proc}`, { method, body: method === 'DELETE' ? undefined : '{}' });
  });

  it('an unknown procedure, an empty path and a batch of 500 calls are not 500s', async () => {
    await expectNo500('unknown', '/trpc/nope.nope');
    await expectNo500('unknown POST', '/trpc/nope', { method: 'POST', body: '{}', headers: { origin: SITE } });
    await expectNo500('empty', '/trpc/');
    await expectNo500('big batch', `/trpc/${Array(500).fill('billing.tiers').join(',')}?batch=1`);
  });
});

describe('plain routes with bad input', () => {
  it.each(PLAIN)('%s: never a 500, whatever the method or body', async (path) => {
    for (const method of METHODS) {
      for (const [label, body, type] of [
        ['no body', undefined, 'application/json'],
        ['not JSON', '{x', 'application/json'],
        ['a form', 'action=card&action=pix', 'application/x-www-form-urlencoded'],
        ['broken multipart', '--b\r\nbad', 'multipart/form-data; boundary=b'],
        ['deep nesting', DEEP, 'application/json'],
      ] as const) {
        if ((method === 'GET' || method === 'HEAD') && body) continue;
        await expectNo500(`${method} ${label}`, path, { method, body, headers: { 'content-type': type } });
      }
    }
  });

  it('the webhook with a junk signature header is a 400', async () => {
    for (const signature of ['x'.repeat(10_000), 't=abc,v1=', 't=1', ',,,']) {
      const res = await app.request('http://localhost:3000/api/payments/webhook', {
        method: 'POST',
        body: '{}',
        headers: { 'stripe-signature': signature },
      });
      expect(res.status).toBe(400);
    }
  });

  it('logged no unhandled error along the way', () => {
    expect(errors.filter((m) => m === 'route failed' || m === 'trpc error' || m === 'procedure failed')).toEqual([]);
  });
});

describe('over real sockets (the Node entry)', () => {
  let site: Awaited<ReturnType<typeof startTempSite>>;
  beforeAll(async () => {
    site = await startTempSite({ SERVE_WEB: 'none', SEED_DEMO: 'false' }, logger);
  });
  afterAll(() => site.close());

  /** A fresh connection per request: the server may close one after refusing a body, and that must not hide the answer. */
  const send = (path: string, method: string, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        `${site.url}${path}`,
        {
          method,
          agent: false,
          headers: {
            'content-type': 'application/json',
            origin: site.url,
            ...(body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('a 2 MB body is a 413 on tRPC, the webhook and analytics', async () => {
    for (const path of ['/trpc/poll.vote', '/api/payments/webhook', '/api/analytics'])
      expect(await send(path, 'POST', 'x'.repeat(2_000_000))).toBe(413);
  });

  it('a query string too long for the server is a 4xx, and deep JSON in a body a 400', async () => {
    const status = await send(`/trpc/poll.current?input=${encodeURIComponent(DEEP)}`, 'GET');
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(await send('/trpc/poll.vote', 'POST', DEEP)).toBe(400);
    expect(
      await send('/api/analytics', 'POST', `{"visitorId":"visitor-1","events":[{"name":"page_view","path":"/","props":{"a":${DEEP}}}]}`),
    ).toBe(400);
  });
});
