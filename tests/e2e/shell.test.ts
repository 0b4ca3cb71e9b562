import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/analytics';
import { MEMBER_COOKIE } from '../../worker/lib/cookies';
import { makeMember } from '../factories/sessions';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();

/** Where the poll section sits in the viewport (px from the top), or null when absent. */
const pollTop = (page: Page) => page.evaluate(() => document.getElementById('enquete-oficial')?.getBoundingClientRect().top ?? null);

/** Waits until the smooth scroll has settled with the poll section at the top of the screen. */
async function waitForPollInView(page: Page) {
  await page.waitForFunction(() => {
    const top = document.getElementById('enquete-oficial')?.getBoundingClientRect().top;
    return top !== undefined && top >= 0 && top < 160;
  });
  // A smooth scroll moves on every frame: five frames in a row at the same place mean it has stopped.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

async function pageViews(path: string) {
  return ctx.site.deps.db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.name, 'page_view'), eq(analyticsEvents.path, path)));
}

async function waitForPageView(path: string, min = 1) {
  await expect
    .poll(async () => (await pageViews(path)).length, { message: `no page_view recorded for ${path}`, timeout: 5_000, interval: 100 })
    .toBeGreaterThanOrEqual(min);
}

describe.each([
  ['celular', MOBILE],
  ['desktop', DESKTOP],
] as const)('shell e landing no %s', (label, viewport) => {
  it('o fã vê cabeçalho e rodapé, e VOTAÇÃO ABERTA leva até a enquete', async () => {
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expect(page.title()).resolves.toContain('MC Mito');
    // Route-level code splitting: the landing loads no other page's code.
    expect(
      scripts.filter((s) => /\/(auth|dashboard|feed|messages|meu-plano|minha-historia|pricing|loja|galeria|painel-artista)-/.test(s)),
    ).toEqual([]);
    if (process.env.REPORT_JS) {
      const { gzipSync } = await import('node:zlib');
      const { readFileSync } = await import('node:fs');
      const dist = process.env.WEB_DIST_DIR ?? 'web/dist';
      const sizes = [...new Set(scripts)].map((s) => [s, gzipSync(readFileSync(`${dist}${s}`)).length] as const);
      console.log(
        sizes,
        'total gzip',
        sizes.reduce((a, [, n]) => a + n, 0),
      );
    }

    const logo = page.getByRole('link', { name: 'MC Mito — página inicial' });
    expect(await logo.getAttribute('href')).toBe('/');
    const tagline = page.getByText('Funk direto da quebrada — site oficial');
    expect(await tagline.isVisible()).toBe(viewport === DESKTOP);

    // Everything the landing promises, in the landing's order, after the poll.
    for (const heading of ['Chora Piranha', 'Da quebrada para o Brasil', 'Os números do Mito']) {
      await page.getByRole('heading', { name: heading }).first().waitFor();
    }
    await page.getByText('1 min 58 s').waitFor();
    const stream = page.getByRole('link', { name: 'Ouvir no streaming' });
    expect(await stream.getAttribute('target')).toBe('_blank');

    const partner = page.getByRole('link', { name: 'Uma Parceria', exact: true });
    expect(await partner.getAttribute('target')).toBe('_blank');
    expect(await partner.getAttribute('rel')).toContain('noopener');
    await page.getByText('© 2024 MC Mito').waitFor();
    await page.getByText(/Feito com\s*na quebrada/).waitFor();
    await page.getByRole('img', { name: 'amor' }).waitFor();

    // Walk down the page so lazy pictures load, then check every image really decoded.
    await page.evaluate(async () => {
      // Instant jumps: the site's smooth scrolling would leave animations running into the screenshot.
      document.documentElement.style.scrollBehavior = 'auto';
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo(0, y);
        // Two frames: the lazy pictures' intersection checks run with the frame after the scroll.
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      }
    });
    await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForFunction(() => window.scrollY === 0);
    await page.screenshot({ path: `/tmp/shell-${label}-landing-top.png` });
    await page.screenshot({ path: `/tmp/shell-${label}-landing.png`, fullPage: true });
    await page.evaluate(() => document.documentElement.style.removeProperty('scroll-behavior'));

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 300);
    expect(await pollTop(page)).toBeLessThan(0);
    await page.getByRole('link', { name: 'VOTAÇÃO ABERTA' }).click();
    await waitForPollInView(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.screenshot({ path: `/tmp/shell-${label}-after-vote-button.png` });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('de outra página, VOTAÇÃO ABERTA volta para a enquete da home', async () => {
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
    await page.goto('/loja');
    await page.getByRole('heading', { name: 'Loja oficial' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Destaques' }).waitFor();
    await expect(page.title()).resolves.toBe('Loja oficial — MC Mito');
    await page.screenshot({ path: `/tmp/shell-${label}-loja.png` });
    await page.getByRole('link', { name: 'VOTAÇÃO ABERTA' }).click();
    await page.waitForURL((u) => u.pathname === '/' && u.hash === '#enquete-oficial');
    await waitForPollInView(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/votacao e ?enquete=1 abrem a home na enquete', async () => {
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
    await page.goto('/votacao');
    await page.waitForURL((u) => u.pathname === '/' && u.hash === '#enquete-oficial');
    await waitForPollInView(page);
    await page.goto('/?enquete=1');
    await waitForPollInView(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('um endereço desconhecido mostra a página 404 com link para a home', async () => {
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
    // A real 404 for browsers and crawlers, with the page already in the HTML (404.html).
    const res = await page.goto('/essa-pagina-nao-existe');
    expect(res?.status()).toBe(404);
    expect(await res?.text()).toContain('Oops! Page not found');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await expect(page.title()).resolves.toBe('Página não encontrada — MC Mito');
    await page.getByRole('link', { name: 'VOTAÇÃO ABERTA' }).waitFor();
    await page.screenshot({ path: `/tmp/shell-${label}-404.png` });
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.locator('#enquete-oficial').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sem login, /feed vai para /auth sem mostrar o feed; com login, o feed abre', async () => {
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
    // Every h1 the page ever shows, to prove the protected page never flashes.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __h1s: string[] }).__h1s = seen;
      new MutationObserver(() => document.querySelectorAll('h1').forEach((h) => seen.push(h.textContent ?? ''))).observe(document, {
        childList: true,
        subtree: true,
      });
    });
    for (const path of ['/feed', '/dashboard', '/messages', '/meu-plano']) {
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === '/auth');
      await page.getByRole('heading', { name: 'Entrar ou cadastrar' }).waitFor();
    }
    const seen = await page.evaluate(() => (window as unknown as { __h1s: string[] }).__h1s);
    expect(seen.some((h) => /Feed|Meu painel|Mensagens|Meu plano/.test(h))).toBe(false);

    const member = await makeMember(ctx.site.deps);
    await context.addCookies([{ name: MEMBER_COOKIE, value: member.token, url: ctx.site.url }]);
    await page.goto('/feed');
    await page.getByRole('heading', { name: 'Feed da comunidade' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/feed');
    // A signed-in member who opens /auth is sent to the dashboard.
    await page.goto('/auth');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Meu painel' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('o painel do artista sem sessão volta para o login do painel', async () => {
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
    await page.goto('/admin/painel-artista/dashboard');
    await page.waitForURL((u) => u.pathname === '/admin/painel-artista');
    await page.getByRole('heading', { name: 'Painel do artista' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('analytics', () => {
  it('cada troca de rota registra um page_view e os UTM ficam guardados', async () => {
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    const before = (await pageViews('/galeria')).length;
    await page.goto('/?utm_source=instagram&utm_campaign=lancamento');
    await waitForPageView('/');
    // UTM parameters of the landing URL stay for the visit (session storage).
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('utm_params'))) ?? '{}')).toEqual({
      utm_source: 'instagram',
      utm_campaign: 'lancamento',
    });
    await page.getByRole('link', { name: 'Galeria' }).click();
    await page.waitForURL((u) => u.pathname === '/galeria');
    await page.getByRole('heading', { name: 'Galeria', exact: true }).waitFor();
    // The queue flushes on a timer (1 s) and when the page is hidden; this waits for the timer.
    await waitForPageView('/galeria', before + 1);
    await page.goto('about:blank');
    const [row] = await pageViews('/galeria');
    expect(row!.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
