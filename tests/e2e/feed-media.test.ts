import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeSubscriber } from '../factories/sessions';
import * as files from '../factories/media-files';
import { addSessionCookie, DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.E2E_SHOTS_DIR;

const signIn = (context: BrowserContext, cookie: string) => addSessionCookie(context, ctx.site.url, cookie);
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const postOf = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const picker = (page: Page) => page.getByLabel('Adicionar fotos ou vídeos');
/** Every image in the locator has loaded and decoded (not the fallback). */
const loadedImages = (page: Page, text: string) =>
  postOf(page, text)
    .getByRole('list', { name: 'Mídia do post' })
    .locator('img')
    .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length);

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('mídia no feed (%s)', (label, viewport) => {
  it('Ana (Prata) envia duas fotos com progresso e descrição, remove uma terceira, publica e vê a grade', async () => {
    const ana = await makeSubscriber(ctx.site.deps, 'tier_prata');
    const text = `Fotos do show (${label} ${Date.now()})`;
    const a = await newPage(ctx.browser, ctx.site.url, viewport);
    await signIn(a.context, ana.cookie);
    await a.page.goto('/feed');
    await a.page.getByText('Plano Prata', { exact: true }).waitFor();

    await a.page.getByLabel('O que você quer compartilhar?').fill(text);
    await picker(a.page).setInputFiles([
      {
        name: 'palco.png',
        mimeType: 'image/png',
        buffer: Buffer.from(files.png({ width: 64, height: 48, rgb: [230, 120, 20], padTo: 600_000 })),
      },
      { name: 'publico.png', mimeType: 'image/png', buffer: Buffer.from(files.png({ width: 48, height: 48, rgb: [30, 90, 220] })) },
      { name: 'errada.png', mimeType: 'image/png', buffer: Buffer.from(files.png({ width: 8, height: 8 })) },
    ]);
    // Each file shows its own progress bar, full once the server took it.
    for (const name of ['palco.png', 'publico.png', 'errada.png']) {
      await expect.poll(() => a.page.getByRole('progressbar', { name: `Envio de ${name}` }).getAttribute('value')).toBe('100');
    }
    await expect.poll(() => a.page.getByText('Enviado', { exact: true }).count()).toBe(3);
    await shot(a.page, `feed-media-composer-${label}`);
    await a.page.getByRole('button', { name: 'Remover errada.png' }).click();
    await a.page.getByLabel('Descrição de palco.png').fill('Palco iluminado');
    await a.page.getByRole('button', { name: 'Publicar' }).click();

    const card = postOf(a.page, text);
    await card.waitFor();
    const grid = card.getByRole('list', { name: 'Mídia do post' });
    await expect.poll(() => loadedImages(a.page, text)).toBe(2);
    expect(await grid.locator('img').first().getAttribute('alt')).toBe('Palco iluminado');
    expect(await grid.locator('img').first().getAttribute('loading')).toBe('lazy');
    // Two items: two columns side by side.
    const [first, second] = await grid.locator('li').evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().top));
    expect(first).toBe(second);
    expect(await a.page.getByRole('list', { name: 'Arquivos do post' }).count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await shot(a.page, `feed-media-post-${label}`);
    expect(a.errors).toEqual([]);
    await a.context.close();
  });

  it('Bruno (Bronze) tenta um vídeo e um SVG: vê "Upgrade necessário" e "Arquivo inválido"; uma foto só ocupa uma coluna', async () => {
    const bruno = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const text = `Uma foto só (${label} ${Date.now()})`;
    const b = await newPage(ctx.browser, ctx.site.url, viewport);
    await signIn(b.context, bruno.cookie);
    await b.page.goto('/feed');
    await b.page.getByText('Plano Bronze', { exact: true }).waitFor();

    await picker(b.page).setInputFiles([{ name: 'clipe.mp4', mimeType: 'video/mp4', buffer: Buffer.from(files.mp4()) }]);
    await b.page.getByText('Upgrade necessário', { exact: true }).waitFor();
    // The browser is told it is a PNG; the bytes say SVG with a script.
    await picker(b.page).setInputFiles([{ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(files.svgWithScript()) }]);
    await b.page.getByText('Arquivo inválido', { exact: true }).waitFor();
    await shot(b.page, `feed-media-errors-${label}`);

    await b.page.getByLabel('O que você quer compartilhar?').fill(text);
    await picker(b.page).setInputFiles([
      { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from(files.png({ width: 40, height: 30 })) },
    ]);
    await b.page.getByText('Enviado', { exact: true }).waitFor();
    await b.page.getByRole('button', { name: 'Publicar' }).click();
    await expect.poll(() => loadedImages(b.page, text)).toBe(1);
    const grid = postOf(b.page, text).getByRole('list', { name: 'Mídia do post' });
    const widths = await Promise.all([
      grid.evaluate((g) => g.getBoundingClientRect().width),
      grid.locator('li').evaluate((li) => li.getBoundingClientRect().width),
    ]);
    expect(Math.abs(widths[0] - widths[1])).toBeLessThan(2);
    expect(b.errors).toEqual([]);
    await b.context.close();
  });
});
