import type { BrowserContext, Page } from 'playwright-core';
import { CLUB_TSHIRTS } from '../../worker/contracts/club-tshirts';
import { formatMoney } from '../../web/lib/format';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();

/** WhatsApp is an outside service: its page is answered locally and the addresses recorded. */
async function stubWhatsApp(context: BrowserContext) {
  const opened: string[] = [];
  await context.route('https://wa.me/**', (route) => {
    opened.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' });
  });
  return opened;
}

const metaDescription = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

describe.each([
  ['celular', MOBILE],
  ['desktop', DESKTOP],
] as const)('páginas públicas no %s', (label, viewport) => {
  it('/minha-historia: as seções, o botão para a comunidade e o voltar um passo', async () => {
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
    await page.goto('/');
    await page.getByRole('link', { name: 'Ler a história completa' }).click();
    await page.waitForURL('**/minha-historia');
    await page.getByRole('heading', { level: 1, name: 'Minha História' }).waitFor();
    for (const title of [
      'Introdução',
      'Origem & Inspiração',
      'Primeiros Passos',
      'Reconhecimento & Explosão Digital',
      'Estilo Musical',
      'Estilo de Vida & Visual',
      'O Futuro',
      'Para os meus fãs',
    ]) {
      expect(await page.getByRole('heading', { level: 2, name: title, exact: true }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.title()).toBe('Minha História — MC Mito');
    expect(await metaDescription(page)).toContain('A história do MC Mito');
    expect(await page.getByRole('link', { name: 'Entrar na Comunidade' }).getAttribute('href')).toBe('/feed');
    await page.screenshot({ path: `/tmp/public-${label}-historia.png`, fullPage: true });

    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/loja: destaques, filtros na URL, favorito depois de recarregar, EU QUERO e a equipe no WhatsApp', async () => {
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
    const opened = await stubWhatsApp(context);
    await page.goto('/loja');
    await page.getByRole('heading', { level: 1, name: 'Loja oficial' }).waitFor();
    const featured = page.getByRole('region', { name: 'Destaques' }).getByRole('article');
    const all = page.getByRole('region', { name: 'Todos os produtos' }).getByRole('article');
    expect(await featured.count()).toBe(3);
    expect(await all.count()).toBe(8);
    expect(await featured.first().getByText('Destaque', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('R$ 19,90').first().isVisible()).toBe(true);
    expect(await page.getByText('R$ 129,90').first().isVisible()).toBe(true);
    expect(await page.getByText('Edição limitada: 500 unidades').first().isVisible()).toBe(true);
    await page.screenshot({ path: `/tmp/public-${label}-loja.png`, fullPage: true });

    // The filter lives in the URL: it changes it, and a link with it opens filtered.
    await page.getByRole('button', { name: 'Acessórios', exact: true }).click();
    await page.waitForURL('**/loja?categoria=acessorios');
    await expect.poll(() => all.count()).toBe(2);
    expect(await all.allInnerTexts()).toEqual([expect.stringContaining('Boné'), expect.stringContaining('Chaveiro')]);
    await page.goto('/loja?categoria=musica');
    await expect.poll(() => all.count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Música', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Todos', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/loja' && u.search === '');
    await expect.poll(() => all.count()).toBe(8);

    // A favourite stays after a reload (localStorage), in both sections.
    const heart = all.filter({ hasText: 'Caneca Chora Piranha' }).getByRole('button', { name: 'Favoritar Caneca Chora Piranha' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    // One catalogue: the shop's T-shirts carry the club offer's names and prices.
    for (const shirt of CLUB_TSHIRTS.filter((t) => ['camiseta-chora-piranha', 'camiseta-design-2'].includes(t.slug))) {
      const card = all.filter({ hasText: shirt.name });
      await card.first().waitFor();
      expect(await card.first().innerText()).toContain(formatMoney(shirt.priceOriginal));
    }
    // A T-shirt opens the club offer with that shirt ticked, at the offer's price; anything else opens WhatsApp with the product named.
    await page.getByRole('button', { name: 'EU QUERO: Camiseta Chora Piranha' }).first().click();
    const offer = page.getByRole('dialog', { name: 'Camiseta oficial do clube' });
    await offer.waitFor();
    const ticked = offer.getByRole('checkbox', { name: /Camiseta Chora Piranha/ });
    await expect.poll(() => ticked.isChecked()).toBe(true);
    expect(await offer.getByRole('checkbox', { checked: true }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await offer.waitFor({ state: 'hidden' });

    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'EU QUERO: Caneca Chora Piranha' }).first().click();
    await (await popup).waitForLoadState();
    expect(opened.at(-1)).toMatch(/^https:\/\/wa\.me\/\d*\?text=/);
    expect(decodeURIComponent(new URL(opened.at(-1)!).searchParams.get('text')!)).toContain('EU QUERO: Caneca Chora Piranha');

    const team = page.getByRole('link', { name: 'Falar com a Equipe' });
    expect(await team.getAttribute('target')).toBe('_blank');
    expect(new URL((await team.getAttribute('href'))!).searchParams.get('text')).toContain('equipe do MC Mito');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/galeria: seis fotos, visualizador com clique, Esc e setas, curtir e compartilhar copiando o link', async () => {
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.site.url });
    // No Web Share API here, whatever the browser build offers: the fallback must copy.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    await page.goto('/galeria');
    await page.getByRole('heading', { level: 1, name: 'Galeria' }).waitFor();
    const items = page.getByRole('main').getByRole('listitem');
    expect(await items.count()).toBe(6);
    for (const t of ['Palco lotado', 'No estúdio', 'Na quebrada', 'Baile de favela', 'Gravando o clipe', 'Noite de prêmio']) {
      expect(await page.getByRole('heading', { level: 2, name: t }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'Entrar na Comunidade' }).getAttribute('href')).toBe('/feed');
    expect(await page.getByRole('link', { name: 'Voltar ao Início' }).getAttribute('href')).toBe('/');
    await page.screenshot({ path: `/tmp/public-${label}-galeria.png`, fullPage: true });

    // Viewer: opens on click, arrows move (and wrap), Esc closes, a click on the photo closes.
    await page.getByRole('button', { name: 'Ver em tela cheia: Palco lotado' }).click();
    const viewer = page.getByRole('dialog', { name: 'Foto: Palco lotado' });
    await viewer.waitFor();
    await page.screenshot({ path: `/tmp/public-${label}-galeria-foto.png` });
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Foto: No estúdio' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: 'Foto: Noite de prêmio' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Ver em tela cheia: Na quebrada' }).click();
    await page.getByRole('dialog', { name: 'Foto: Na quebrada' }).getByRole('img').click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // Like is local and survives a reload.
    const like = page.getByRole('button', { name: 'Curtir Baile de favela' });
    await like.click();
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');

    // Share without the Web Share API copies the page's address and says so.
    await page.getByRole('button', { name: 'Compartilhar No estúdio' }).click();
    await page.getByText('Link copiado!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${ctx.site.url}/galeria`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('galeria com toque e com compartilhamento nativo', () => {
  it('no celular, deslizar troca de foto e tocar fecha; o botão usa a Web Share API quando existe', async () => {
    const context = await ctx.browser.newContext({
      baseURL: ctx.site.url,
      viewport: MOBILE,
      hasTouch: true,
      isMobile: true,
      locale: 'pt-BR',
    });
    await context.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: unknown) => (shared.push(data), Promise.resolve()),
        configurable: true,
      });
    });
    const page = await context.newPage();
    await page.goto('/galeria');
    await page.getByRole('button', { name: 'Ver em tela cheia: Palco lotado' }).tap();
    await page.getByRole('dialog', { name: 'Foto: Palco lotado' }).waitFor();

    const cdp = await context.newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y: 300 }] });
      for (let x = from; Math.abs(x - to) > 10; x += Math.sign(to - from) * 40) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: 300 }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(330, 60);
    await page.getByRole('dialog', { name: 'Foto: No estúdio' }).waitFor();
    await swipe(60, 330);
    await page.getByRole('dialog', { name: 'Foto: Palco lotado' }).waitFor();
    // Chromium swallows a tap that lands while it still settles the previous gesture: tap again until closed.
    const viewer = page.getByRole('dialog');
    await expect
      .poll(async () => {
        await viewer
          .getByRole('img')
          .tap({ timeout: 1_000 })
          .catch(() => undefined);
        return viewer.isVisible();
      })
      .toBe(false);

    await page.getByRole('button', { name: 'Compartilhar Baile de favela' }).tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: Array<{ url: string; title: string }> }).shared))
      .toEqual([{ title: 'Baile de favela — MC Mito', text: expect.any(String), url: `${ctx.site.url}/galeria` }]);
    await context.close();
  });
});

describe('um toque antes de a página ficar pronta', () => {
  it('/galeria com o código da página atrasado: o toque em "Ver em tela cheia" não se perde, abre a foto quando a página fica pronta', async () => {
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    // A slow phone network: the page's own chunk arrives 1.5 s after the prerendered HTML is on screen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/galeria-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/galeria', { waitUntil: 'domcontentloaded' });
    const open = page.getByRole('button', { name: 'Ver em tela cheia: Palco lotado' });
    await open.waitFor();
    await open.click();
    expect(await page.getByRole('dialog', { name: 'Foto: Palco lotado' }).count()).toBe(0);
    release();
    await page.getByRole('dialog', { name: 'Foto: Palco lotado' }).waitFor();
    // Held once, replayed once: the arrows still move one photo at a time.
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Foto: No estúdio' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
