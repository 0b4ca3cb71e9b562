import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFallbackRule } from '../../../worker/adapters/limits/store-fallback';
import { upstashStores } from '../../../worker/adapters/limits/upstash';
import { viaCepLookup } from '../../../worker/adapters/postal-code/viacep';
import type { Logger } from '../../../worker/lib/logger';
import { orderInput, nextIp } from '../../factories/orders';
import { makeArtistSession } from '../../factories/sessions';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { readBody } from '../../setup/read-body';
import { createTestDeps, type TestDeps } from '../../setup/test-deps';

/**
 * The real @upstash/redis and @upstash/ratelimit SDKs, as the Workers entry builds
 * them (upstashStores), against a local server standing in for Upstash's REST API
 * that fails on demand: it answers errors, or takes requests and never answers.
 */
type Mode = 'error' | 'hang';
let mode: Mode = 'error';
let upstash: Server;
let viacep: Server;
const received: string[] = [];
const hanging: ServerResponse[] = [];

const listen = async (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

let t: TestDeps;
const warnings: Array<{ msg: string; fields?: Record<string, unknown> }> = [];
const logger: Logger = {
  info: () => {},
  warn: (msg, fields) => warnings.push({ msg, fields }),
  error: (msg, fields) => warnings.push({ msg, fields }),
};
const COOLDOWN_MS = 15_000;

beforeAll(async () => {
  const u = await listen(async (req, res) => {
    received.push(await readBody(req));
    if (mode === 'hang') return void hanging.push(res);
    res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'ERR upstash is having a bad day' }));
  });
  upstash = u.server;
  const v = await listen((req, res) => {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(
        JSON.stringify({ cep: '20040-020', logradouro: 'Avenida Rio Branco', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ' }),
      );
  });
  viacep = v.server;

  t = await createTestDeps();
  const stores = upstashStores({ url: u.url, token: 'test-token', clock: t.clock, logger, timeoutMs: 300 });
  // The same deps object the callers read: swap in the Workers entry's stores and a ViaCEP that caches through them.
  t.deps.rateLimiter = stores.rateLimiter;
  t.deps.cache = stores.cache;
  t.deps.postal = viaCepLookup({ baseUrl: v.url, cache: stores.cache, timeoutMs: 2000 });
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  for (const s of [upstash, viacep]) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  t.cleanup();
});

/** Past the cool-down the store is asked again, so each scenario meets the failure itself. */
const nextScenario = (m: Mode) => {
  mode = m;
  t.clock.advance(COOLDOWN_MS + 1000);
  received.length = 0;
};

describe.each<Mode>(['error', 'hang'])('Upstash %s', (m) => {
  it('a fan still votes and gets a coupon', async () => {
    nextScenario(m);
    const vote = await t.caller({ ip: nextVoterIp() }).poll.vote({ ...voterForm(), optionId: 'opt_design2' });
    expect(vote.coupon).toMatch(/\S/);
    // The SDK gives up after 300 ms; on a busy machine the stand-in may read the request after that, so wait for it.
    await expect.poll(() => received.length).toBeGreaterThan(0);
  });

  it('the club products and a CEP are read (the cache misses instead of waiting)', async () => {
    nextScenario(m);
    const products = await t.caller({ ip: nextIp() }).shop.clubProducts();
    expect(products.length).toBeGreaterThan(0);
    const address = await t.caller({ ip: nextIp() }).shop.lookupCep({ cep: '20040020' });
    expect(address).toMatchObject({ cidade: 'Rio de Janeiro', estado: 'RJ' });
    // The product cache read met the failure itself (the CEP came after, while the store was skipped).
    await expect.poll(() => received.some((body) => body.includes('shop:club-products'))).toBe(true);
  });

  it('orders are created and read', async () => {
    nextScenario(m);
    const created = await t.caller({ ip: nextIp() }).orders.create(orderInput());
    const read = await t.caller({ ip: nextIp() }).orders.checkout({ orderId: created.orderId });
    expect(read.orderId).toBe(created.orderId);
  });

  it('the artist panel stays shut, with a clear Portuguese message', async () => {
    const { headers } = await makeArtistSession(t.deps);
    nextScenario(m);
    // When the store fails on this very call, and again while it is being skipped.
    await expect(t.caller({ headers }).artist.session()).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Acesso temporariamente indisponível por segurança. Tente novamente em alguns minutos.',
    });
    await expect.poll(() => received.length).toBeGreaterThan(0);
    await expect(t.caller({ headers }).artist.session()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('the local limit is stricter than the shared one, and the outage is logged with no personal data', async () => {
    nextScenario(m);
    const rule = { max: 6, windowSeconds: 60 };
    const local = localFallbackRule(rule);
    expect(local.max).toBe(3);
    const decisions = [];
    for (let i = 0; i < rule.max; i++)
      decisions.push((await t.deps.rateLimiter.limit(`probe-${m}`, rule, { onStoreDown: 'local' })).allowed);
    expect(decisions).toEqual([true, true, true, false, false, false]);
    const warning = warnings.find((w) => w.msg === 'shared store unavailable, using fallbacks');
    expect(warning?.fields).toMatchObject({ name: expect.any(String) });
    expect(JSON.stringify(warnings)).not.toMatch(/@exemplo|\d{3}\.\d{3}\.\d{3}/);
  });
});

describe('with the artist panel and a working limiter', () => {
  it('the panel opens (the refusal above is the store, not the session)', async () => {
    const healthy = await createTestDeps();
    try {
      const { headers } = await makeArtistSession(healthy.deps);
      await expect(healthy.caller({ headers }).artist.session()).resolves.toMatchObject({ expiresAt: expect.any(String) });
    } finally {
      healthy.cleanup();
    }
  });
});
