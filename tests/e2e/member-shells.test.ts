import { describe, expect, it } from 'vitest';
import { makeMember } from '../factories/sessions';
import { MOBILE, newMemberPage, newPage, useSiteAndBrowser } from './harness';

// Measures the layout shift of the whole feed: a site of its own, where no other file's photo post sits on top.
const ctx = useSiteAndBrowser({}, { ownSite: true });

/** The calls a page's HTML fetches ahead (scripts/member-shells.ts), read from the HTML the server sends. */
const preloadedCalls = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('páginas de membro: o HTML já pede o código e os dados da página', () => {
  for (const [path, ready] of [
    ['/feed', 'Feed da comunidade'],
    ['/messages', 'Mensagens'],
    ['/dashboard', 'Meu painel'],
  ] as const) {
    it(`${path}: cada resposta adiantada é a que a página usa, e nada empurra a tela`, async () => {
      const member = await makeMember(ctx.site.deps);
      const html = await (await fetch(`${ctx.site.url}${path}`, { headers: { cookie: member.cookie } })).text();
      const calls = preloadedCalls(html);
      expect(calls.length).toBe(2);
      expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/session-guards-[^"]+\.js">/);
      // The site's frame is painted before any JavaScript; the page's own content is not in it.
      expect(html).toMatch(/<div id="root" data-shell><div[^>]*>.*<header/s);
      expect(html).not.toContain('Oops! Page not found');

      // Without the preloads, the page's own first calls are exactly the preloaded ones (a loader that changed its calls fails here).
      const bare = await newMemberPage(ctx.browser, ctx.site.url, MOBILE, member.cookie);
      await bare.page.route(`**${path}`, async (route) => {
        const res = await route.fetch();
        await route.fulfill({ response: res, body: (await res.text()).replace(/<link rel="preload" as="fetch"[^>]*>/g, '') });
      });
      const own: string[] = [];
      bare.page.on('request', (r) => r.url().includes('/trpc/') && own.push(new URL(r.url()).pathname + new URL(r.url()).search));
      await bare.page.goto(path);
      await bare.page.getByRole('heading', { name: ready, level: 1 }).waitFor();
      expect(own.slice(0, 2)).toEqual(calls);
      await bare.context.close();

      // With them, the page takes the HTML's answers: no call of its own for those, and nothing pushes the screen.
      const { page, context, errors } = await newMemberPage(ctx.browser, ctx.site.url, MOBILE, member.cookie);
      await page.addInitScript(() => {
        (window as unknown as { shift: number }).shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
            if (!e.hadRecentInput) (window as unknown as { shift: number }).shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const fetched: string[] = [];
      page.on('request', (r) => r.resourceType() === 'fetch' && fetched.push(new URL(r.url()).pathname + new URL(r.url()).search));
      await page.goto(path);
      await page.getByRole('heading', { name: ready, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      for (const call of calls) expect(fetched, call).not.toContain(call);
      // The HTML's frame was replaced by the app's first render, not kept beside it.
      expect(await page.locator('#conteudo').count()).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.02);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('o HTML é o mesmo para todo membro (nenhum dado de um membro nele) e os dados adiantados são de quem abre', async () => {
    const ana = await makeMember(ctx.site.deps, { username: 'anashell' });
    const leo = await makeMember(ctx.site.deps, { username: 'leoshell' });
    const [a, b] = await Promise.all([ana, leo].map((m) => fetch(`${ctx.site.url}/dashboard`, { headers: { cookie: m.cookie } })));
    const [htmlA, htmlB] = await Promise.all([a!.text(), b!.text()]);
    expect(htmlA).toBe(htmlB);
    expect(htmlA).not.toMatch(/anashell|leoshell/);
    expect(a!.headers.get('cache-control')).toBe('no-cache');

    for (const member of [ana, leo]) {
      const { page, context } = await newMemberPage(ctx.browser, ctx.site.url, MOBILE, member.cookie);
      await page.goto('/dashboard');
      await expect.poll(() => page.getByText(`@${member.username}`).count()).toBeGreaterThan(0);
      await context.close();
    }
  });

  it('sem sessão, a página de membro ainda leva ao login', async () => {
    const { page, context } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await page.goto('/feed');
    await page.waitForURL(/\/auth\?redirect=%2Ffeed/);
    await context.close();
  });
});
