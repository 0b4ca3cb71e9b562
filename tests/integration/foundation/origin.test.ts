import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import { ConfigError } from '../../../worker/env';
import { siteOrigins } from '../../../worker/http/origin-guard';
import { silentLogger } from '../../../worker/lib/logger';
import { eq } from 'drizzle-orm';
import { profiles } from '../../../db/schema';
import { makeOrder } from '../../factories/orders';
import { makeMember } from '../../factories/sessions';
import { startTempSite } from '../../setup/temp-site';
import { testConfig } from '../../setup/test-config';
import { testApp } from '../../setup/test-app';
import { useTestDeps } from '../../setup/test-deps';
import { rawPost } from '../../setup/raw-post';

// testConfig's APP_URL is http://localhost:3000.
const t = useTestDeps();
const app = testApp(t, { clientIp: () => '203.0.113.9' });

/** A POST to a path that exists nowhere: 404 once past the guard, 403 when the guard refuses. */
const post = (a: Pick<ReturnType<typeof createApp>, 'request'>, url: string, headers: Record<string, string>) =>
  a.request(url, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', ...headers } });

describe('Origin check against the configured origin (APP_URL)', () => {
  it('accepts the site and its loopback spellings on the same port', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect((await post(app, 'http://127.0.0.1:41234/api/nada', { origin })).status, origin).toBe(404);
    }
  });

  it('refuses other sites, other ports and other schemes with the Portuguese message', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'https://localhost:3000', 'null']) {
      const res = await post(app, 'http://localhost:3000/trpc/poll.vote', { origin });
      expect(res.status, origin).toBe(403);
      expect(await res.json()).toEqual({ error: { message: 'Origem não permitida.', code: 'FORBIDDEN_ORIGIN' } });
    }
  });

  it('DNS rebinding: Host evil.example with Origin http://evil.example is refused', async () => {
    const res = await post(app, 'http://evil.example/trpc/poll.vote', { host: 'evil.example', origin: 'http://evil.example' });
    expect(res.status).toBe(403);
  });

  it('a signed-in mutation without Origin is refused; the same with Sec-Fetch-Site: same-origin passes', async () => {
    const member = await makeMember(t.deps);
    const body = JSON.stringify({ displayName: 'Trocado por outro site', whatsapp: '+55 (11) 98765-4321' });
    const update = (headers: Record<string, string>) =>
      app.request('http://localhost:3000/trpc/members.updateSettings', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', cookie: member.cookie, ...headers },
      });
    const bare = await update({});
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({ error: { message: 'Origem não permitida.', code: 'FORBIDDEN_ORIGIN' } });
    expect((await update({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await update({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    const [before] = await t.deps.db.select({ displayName: profiles.displayName }).from(profiles).where(eq(profiles.userId, member.userId));
    expect(before!.displayName).toBe(member.username);
    expect((await update({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await update({ origin: 'http://localhost:3000' })).status).toBe(200);
  });

  it('a PUT or DELETE without Origin is refused too; GET needs none', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH'])
      expect((await app.request('http://localhost:3000/api/nada', { method })).status, method).toBe(403);
    expect((await app.request('http://localhost:3000/api/nada')).status).toBe(404);
  });

  it('a server-to-server call without Origin (the payment webhook) reaches its route', async () => {
    const res = await app.request('http://localhost:3000/api/payments/webhook', {
      method: 'POST',
      body: '{}',
      headers: { 'stripe-signature': 't=1,v1=00' },
    });
    expect(res.status).toBe(400);
  });

  it('a public APP_URL allows exactly that origin, no loopback name', () => {
    expect(siteOrigins('https://mcmito.com.br/qualquer/caminho')).toEqual(['https://mcmito.com.br']);
    expect(siteOrigins('http://127.0.0.1:8787')).toEqual(['http://127.0.0.1:8787', 'http://localhost:8787', 'http://[::1]:8787']);
  });

  it('return URLs use the accepted Origin, else APP_URL — never the request URL', async () => {
    const successUrl = async (url: string, headers: Record<string, string>) => {
      const { orderId } = await makeOrder(t);
      const res = await app.request(url, {
        method: 'POST',
        body: JSON.stringify({ orderId }),
        headers: { 'content-type': 'application/json', ...headers },
      });
      expect(res.status).toBe(200);
      const { result } = (await res.json()) as { result: { data: { url: string } } };
      return t.simulator.sessions.get(result.data.url.split('/').pop()!)!.successUrl;
    };
    expect(await successUrl('http://127.0.0.1:3000/trpc/orders.startPayment', { origin: 'http://127.0.0.1:3000' })).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/pedido\/confirmacao\//,
    );
    expect(
      await successUrl('http://evil.example/trpc/orders.startPayment', { host: 'evil.example', 'sec-fetch-site': 'same-origin' }),
    ).toMatch(/^http:\/\/localhost:3000\/pedido\/confirmacao\//);
  });
});

describe('without APP_URL', () => {
  it('the address the site was started on is the allowed origin, not the request URL', async () => {
    const local = createApp(
      { ...t.deps, config: testConfig({ APP_URL: '' }) },
      { clientIp: () => 'x', startedOn: () => 'http://127.0.0.1:5173' },
    );
    expect((await post(local, 'http://127.0.0.1:41234/api/nada', { origin: 'http://127.0.0.1:5173' })).status).toBe(404);
    expect((await post(local, 'http://127.0.0.1:41234/api/nada', { origin: 'http://localhost:5173' })).status).toBe(404);
    // The API's own internal port (what `npm run dev` proxies to) is not the site.
    expect((await post(local, 'http://127.0.0.1:41234/api/nada', { origin: 'http://127.0.0.1:41234' })).status).toBe(403);
  });

  it('knowing no origin at all, every browser mutation is refused', async () => {
    const blind = createApp({ ...t.deps, config: testConfig({ APP_URL: '' }) }, { clientIp: () => 'x' });
    expect((await post(blind, 'http://127.0.0.1:3000/api/nada', { origin: 'http://127.0.0.1:3000' })).status).toBe(403);
  });

  it('production refuses to start and names APP_URL', () => {
    const start = () =>
      createApp(
        { ...t.deps, config: testConfig({ APP_URL: '', APP_ENV: 'production' }) },
        { clientIp: () => 'x', startedOn: () => 'http://127.0.0.1:3000' },
      );
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/APP_URL: required in production/);
  });
});

describe('npm start (the Node entry) over a real socket, without APP_URL', () => {
  let site: Awaited<ReturnType<typeof startTempSite>>;
  beforeAll(async () => {
    site = await startTempSite({ SERVE_WEB: 'none', SEED_DEMO: 'false' }, silentLogger);
  });
  afterAll(() => site?.close());

  it('allows its own listen address and its localhost spelling, refuses a rebound foreign host', async () => {
    const own = `http://127.0.0.1:${site.port}`;
    expect(site.url).toBe(own);
    expect(await rawPost(site.port, '/api/nada', { origin: own })).toBe(404);
    expect(await rawPost(site.port, '/api/nada', { origin: `http://localhost:${site.port}`, host: `localhost:${site.port}` })).toBe(404);
    expect(await rawPost(site.port, '/api/nada', { origin: 'http://evil.example', host: 'evil.example' })).toBe(403);
    expect(await rawPost(site.port, '/api/nada', { origin: `http://evil.example:${site.port}`, host: `evil.example:${site.port}` })).toBe(
      403,
    );
  });
});
