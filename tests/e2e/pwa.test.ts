import { describe, expect, it } from 'vitest';
import { MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();

describe('PWA: instalável e offline', () => {
  it('o service worker registra, guarda o app e as páginas públicas, mostra a página offline e nunca guarda respostas da API', async () => {
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    // Installable: a manifest with the app's name, start URL and a 512 px icon.
    const res = await page.goto('/');
    expect(res?.headers()['content-encoding']).toBe('br');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestHref!)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: Array<{ sizes: string }>;
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.icons.some((i) => i.sizes === '512x512')).toBe(true);
    expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The first visit is not controlled yet; the worker claims the page at once.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // The landing asks the API (the poll); visit the shop too so its page is kept.
    await page.reload();
    await page.getByRole('heading', { name: 'Chora Piranha' }).first().waitFor();
    await page.goto('/loja');
    await page.getByRole('heading', { level: 1, name: 'Loja oficial' }).waitFor();
    await page.waitForLoadState('networkidle');

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached).toContain('/offline.html');
    expect(cached).toContain('/loja');
    expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((u) => /^\/(trpc|api|health)(\/|$)/.test(u))).toEqual([]);

    await context.setOffline(true);
    // A public page seen before comes from the cache; any other shows the offline page in Portuguese.
    await page.goto('/loja?categoria=casa');
    await page.getByRole('heading', { level: 1, name: 'Loja oficial' }).waitFor();
    await page.goto('/galeria');
    await page.getByRole('heading', { level: 1, name: 'Você está offline' }).waitFor();
    expect(await page.title()).toBe('Sem conexão — MC Mito');
    await page.screenshot({ path: '/tmp/public-celular-offline.png' });
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
