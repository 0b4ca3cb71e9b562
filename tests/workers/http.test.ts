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

  it('answers procedures private, no-store, and refuses a personal read as GET', async () => {
    expect((await call('/trpc/auth.me')).headers.get('cache-control')).toBe('private, no-store');
    expect((await call('/trpc/billing.tiers')).headers.get('cache-control')).toBe('private, no-store');
    const input = encodeURIComponent(JSON.stringify({ orderId: 'ord_x' }));
    expect((await call(`/trpc/orders.checkout?input=${input}`)).status).toBe(405);
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
    expect(await res.json()).toEqual({ error: { message: 'Não encontrado', code: 'NOT_FOUND' } });
  });
});

describe('static assets (Workers Static Assets) and what it does not have', () => {
  it('the asset layer serves the prerendered pages and answers 404 for anything else (wrangler.toml: not_found_handling = "none")', async () => {
    const res = await env.ASSETS.fetch('https://mito.example/loja');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<div id="root" data-prerendered="/loja">');
    expect(html).toContain('<title>Loja oficial — MC Mito</title>');
    // Misses go on to the Worker instead of coming back as index.html (which _headers would mark immutable under /assets/).
    expect((await env.ASSETS.fetch('https://mito.example/checkout?order=ord_1')).status).toBe(404);
    expect((await env.ASSETS.fetch('https://mito.example/assets/nao-existe.js')).status).toBe(404);
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

describe('the Worker behind the asset layer: app routes, the 404 page, missing build files', () => {
  it('an app route gets the shell with 200, whatever its case or trailing slash', async () => {
    const shell = await (await env.ASSETS.fetch('https://mito.example/spa')).text();
    expect(shell).toContain('<div id="root">');
    for (const path of ['/checkout?order=ord_1', '/configuracoes', '/FEED/', '/admin/painel-artista', '/pedido/confirmacao/MITO-123']) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(await res.text(), path).toBe(shell);
    }
  });

  it('a member page gets its own copy of the shell, its code and first calls preloaded (scripts/member-shells.ts), the same for everyone', async () => {
    const shell = await (await env.ASSETS.fetch('https://mito.example/spa')).text();
    for (const path of ['/feed', '/messages', '/dashboard']) {
      const res = await call(path, { headers: { cookie: 'mito_session=de-alguem' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      // A file of the build: no member's data in it, so any cache may keep it (revalidated on each visit).
      expect(res.headers.get('cache-control'), path).toMatch(/max-age=0|no-cache/);
      const html = await res.text();
      expect(html, path).toContain('<link rel="preload" as="fetch" crossorigin href="/trpc/auth.me?batch=1&amp;input=%7B%7D">');
      expect(html, path).toContain('<div id="root" data-shell>');
      const bare = (page: string) =>
        page.replace(/\s*<link rel="(?:preload|modulepreload)"[^>]*>/g, '').replace(/<div id="root"[\s\S]*<\/body>/, '');
      expect(bare(html), path).toBe(bare(shell));
    }
  });

  it('a path the app has no route for gets the 404 page with status 404', async () => {
    for (const path of ['/pagina-que-nao-existe', '/feed/extra', '/pedido/confirmacao', '/loja.php', '/images/nao-existe.webp']) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      const html = await res.text();
      expect(html, path).toContain('Oops! Page not found');
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('a missing /assets/ file is a plain 404, never a page under immutable', async () => {
    for (const path of ['/assets/nao-existe.js', '/assets/index-00000000.css', '/assets/']) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('content-type'), path).not.toContain('text/html');
    }
  });

  it('files and prerendered pages still come through when the Worker is asked first', async () => {
    const loja = await call('/loja');
    expect(loja.status).toBe(200);
    expect(await loja.text()).toContain('data-prerendered="/loja"');
    const index = await (await env.ASSETS.fetch('https://mito.example/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    const js = await call(script!);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('javascript');
  });
});
