import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

// Requests go through the real worker bundle (worker/entry.workers.ts) in workerd.
const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`https://mito.example${path}`, init));

describe('worker bundle in workerd', () => {
  it('answers /health (liveness) and /health/ready after a committed write to the database', async () => {
    const res = await call('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, status: 'live' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const ready = await call('/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, status: 'ready' });
  });

  it('serves a public procedure from the database (billing.tiers)', async () => {
    const res = await call('/trpc/billing.tiers');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: Array<{ name: string; priceMonthly: number }> } };
    expect(body.result.data.map((t) => t.name)).toEqual(['Bronze', 'Prata', 'Ouro']);
    expect(body.result.data.every((t) => Number.isInteger(t.priceMonthly))).toBe(true);
  });

  it('sends the security headers', async () => {
    const res = await call('/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a mutation sent from another site (Origin check)', async () => {
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    const foreign = await call('/trpc/billing.tiers', { ...init, headers: { ...init.headers, origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: { code: 'FORBIDDEN_ORIGIN' } });
    const own = await call('/trpc/billing.tiers', { ...init, headers: { ...init.headers, origin: 'https://mito.example' } });
    expect(own.status).not.toBe(403);
  });

  it('serves the poll tally from the edge cache on the second request, headers and all', async () => {
    const first = await call('/api/poll/tally');
    const second = await call('/api/poll/tally');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('cache-control')).toContain('s-maxage=');
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await call('/api/nao-existe');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: { message: 'Não encontrado' } });
  });
});

describe('static assets (Workers Static Assets, SPA fallback)', () => {
  it('serves the prerendered page for /loja and index.html for any other deep link', async () => {
    const res = await env.ASSETS.fetch('https://mito.example/loja');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<div id="root" data-prerendered="/loja">');
    expect(html).toContain('<title>Loja oficial — MC Mito</title>');
    const deep = await env.ASSETS.fetch('https://mito.example/checkout?order=ord_1');
    expect(deep.status).toBe(200);
    const index = await (await env.ASSETS.fetch('https://mito.example/')).text();
    expect(await deep.text()).toBe(index);
  });

  it('serves the built files themselves', async () => {
    const index = await (await env.ASSETS.fetch('https://mito.example/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    expect(script).toBeDefined();
    const res = await env.ASSETS.fetch(`https://mito.example${script}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
  });
});
