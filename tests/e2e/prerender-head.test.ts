import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from './harness';

/**
 * The prerendered pages as a search engine, a link preview or the browser's preload scanner reads
 * them (plain HTTP, no JavaScript): their own head tags, and preloads that point at real files.
 */
let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const html = async (path: string) => {
  const res = await fetch(`${site.url}${path}`);
  expect(res.status).toBe(200);
  return res.text();
};
const attrs = (page: string, re: RegExp) => [...page.matchAll(re)].map((m) => m[1]!);

describe('páginas pré-renderizadas', () => {
  it.each([
    ['/pricing', 'Planos da comunidade — MC Mito', 'Bronze'],
    ['/meu-cupom', 'Meu cupom — MC Mito', 'Consultar'],
  ])('%s chega pronta: título, descrição, canonical e Open Graph absolutos, e o conteúdo sem JavaScript', async (path, title, text) => {
    const page = await html(path);
    expect(page).toContain(`<title>${title}</title>`);
    expect(page).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(attrs(page, /<link rel="canonical" href="([^"]+)"/g)[0]).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    expect(attrs(page, /<meta property="og:image" content="([^"]+)"/g)[0]).toMatch(/^https?:\/\//);
    expect(page).toContain(`data-prerendered="${path}"`);
    expect(page.slice(page.indexOf('id="root"'))).toContain(text);
  });

  it('/meu-cupom fica fora da busca e do sitemap; /pricing e as páginas públicas entram', async () => {
    expect(await html('/meu-cupom')).toContain('<meta name="robots" content="noindex" />');
    expect(await html('/pricing')).not.toContain('noindex');
    const sitemap = await html('/sitemap.xml');
    for (const path of ['/loja', '/galeria', '/minha-historia', '/pricing']) expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain('/meu-cupom');
  });

  it.each(['/', '/minha-historia', '/pricing', '/meu-cupom'])(
    '%s pré-carrega os scripts da primeira tela, e todos existem',
    async (path) => {
      const page = await html(path);
      const preloads = attrs(page, /<link rel="modulepreload" crossorigin href="([^"]+)"/g);
      // The framework chunk and at least one of the route's own chunks.
      expect(preloads.some((p) => /\/assets\/framework-/.test(p))).toBe(true);
      expect(preloads.length).toBeGreaterThan(3);
      for (const href of preloads) expect((await fetch(`${site.url}${href}`)).status, href).toBe(200);
    },
  );

  it.each(['/loja', '/galeria'])('%s pré-carrega a foto principal como o navegador a escolhe (AVIF, alta prioridade)', async (path) => {
    const page = await html(path);
    const link = /<link rel="preload" as="image"[^>]*>/.exec(page)?.[0];
    expect(link).toContain('fetchpriority="high"');
    // The picture alone: the scripts only hydrate the painted page, and would share the slow link with it.
    expect(page).not.toContain('rel="modulepreload"');
    expect(link).toContain('type="image/avif"');
    const first = /imagesrcset="([^ "]+)/.exec(link!)![1]!;
    expect(page.slice(page.indexOf('id="root"'))).toContain(first);
    expect((await fetch(`${site.url}${first}`)).status).toBe(200);
  });
});
