/**
 * Last step of `npm run build`: writes each public page's HTML (rendered by the SSR build of
 * web/prerender-entry.tsx) with its own title, description, canonical, Open Graph / Twitter tags
 * and structured data; the SPA shell for every other route; sitemap.xml and robots.txt; then
 * brotli and gzip copies of every text asset for the Node server (worker/node/static-web.ts).
 *
 * Absolute URLs need the public origin: APP_URL at build time (scripts/build-origin.ts).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TIERS } from '../db/seed/catalogue';
import { PRODUCTS } from '../web/features/shop/shop-products';
import type { QueryRuntime } from '../web/lib/lazy-query';
import type { PollView } from '../worker/contracts/poll';
import { resolveBuildOrigin } from './build-origin';
import { musicGroupLd, productListLd } from './prerender-ld';
import { firstScreenPreloads } from './prerender-preloads';
import { buildTimeTally } from './prerender-tally';
import { writeMemberShells } from './member-shells';
import { PUBLIC_PAGES, type PublicPage } from '../web/lib/public-pages';
import { PAGE_SOCIAL } from '../web/lib/public-pages-social';
import { pageTitle, SITE_NAME } from '../web/lib/site';

// Overridable so a bench can prerender a build of its own in a temporary folder.
const DIST = process.env.PRERENDER_DIST_DIR ?? fileURLToPath(new URL('../web/dist/', import.meta.url));
const SSR = process.env.PRERENDER_SSR_DIR ?? fileURLToPath(new URL('../.prerender/', import.meta.url));
// `npm run build` (scripts/build.ts) settles the origin and hands it over as APP_URL; run alone, the same rule applies.
const { origin: ORIGIN, warning } = resolveBuildOrigin({ exported: process.env, readEnvVars: () => undefined });
if (warning) console.warn(`prerender: ${warning}`);

const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const abs = (path: string) => `${ORIGIN}${path}`;
const SEO = /<!-- seo:start[\s\S]*?<!-- seo:end -->/;

function headTags(page: PublicPage, jsonLd: unknown[]): string {
  const title = pageTitle(page.name);
  const { title: socialTitle, image } = PAGE_SOCIAL[page.path];
  const url = abs(page.path);
  const tags = [
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(page.description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...(page.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:title" content="${esc(socialTitle)}" />`,
    `<meta property="og:description" content="${esc(page.description)}" />`,
    `<meta property="og:image" content="${abs(image.path)}" />`,
    `<meta property="og:image:type" content="${image.type}" />`,
    `<meta property="og:image:width" content="${image.width}" />`,
    `<meta property="og:image:height" content="${image.height}" />`,
    `<meta property="og:image:alt" content="${esc(image.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${esc(socialTitle)}" />`,
    `<meta name="twitter:description" content="${esc(page.description)}" />`,
    `<meta name="twitter:image" content="${abs(image.path)}" />`,
    `<meta name="twitter:image:alt" content="${esc(image.alt)}" />`,
    // JSON-LD is data, not script: the CSP's script-src does not apply to it. '<' is escaped so no text can close the tag.
    ...jsonLd.map((ld) => `<script type="application/ld+json">${JSON.stringify(ld).replaceAll('<', '\\u003c')}</script>`),
  ];
  return tags
    .map((t) => `    ${t}`)
    .join('\n')
    .trimStart();
}

const template = readFileSync(join(DIST, 'index.html'), 'utf8');
if (!SEO.test(template)) throw new Error('web/index.html lost its <!-- seo:start --> … <!-- seo:end --> block');

// Every route that is not prerendered (checkout, members' pages, 404) gets the empty shell,
// with the site-wide tags made absolute.
const spa = template
  .replace(SEO, (block) => block.replaceAll('content="/images/', `content="${ORIGIN}/images/`))
  .replace('</head>', `${firstScreenPreloads(DIST, template, '', '')}</head>`);
writeFileSync(join(DIST, 'spa.html'), spa);

const { renderPage, primeTally } = (await import(join(SSR, 'prerender-entry.js'))) as {
  renderPage: (path: string, prime?: (runtime: QueryRuntime) => void) => Promise<string>;
  primeTally: (view: PollView) => void;
};
// `/` shows the designs without JavaScript; each request writes the last tally over the build's figures.
primeTally(buildTimeTally());
/** Build-time answers for pages whose loader asks the server: the tiers are the fixed catalogue (db/seed). */
const PRIME: Partial<Record<PublicPage['path'], (runtime: QueryRuntime) => void>> = {
  '/pricing': ({ utils }) =>
    utils.billing.tiers.setData(
      undefined,
      TIERS.map((t) => ({ ...t, features: { ...t.features } })),
    ),
};
const group = musicGroupLd(ORIGIN);
const LD: Partial<Record<PublicPage['path'], unknown[]>> = {
  '/': [group, { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: abs('/'), inLanguage: 'pt-BR' }],
  '/minha-historia': [group],
  '/loja': [productListLd(ORIGIN, PRODUCTS)],
  '/galeria': [
    {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Galeria',
      url: abs('/galeria'),
      about: { '@type': 'MusicGroup', name: SITE_NAME },
    },
  ],
};

for (const page of PUBLIC_PAGES) {
  // The router's inline scripts (scroll restoration, React's streaming helpers) are not needed in a
  // finished static page, and the CSP (script-src 'self') would refuse them anyway.
  const body = (await renderPage(page.path, PRIME[page.path])).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  if (!body.includes('id="conteudo"')) throw new Error(`prerender of ${page.path} produced no page`);
  if (/<template id="B:|<!--\$\?-->/.test(body)) throw new Error(`prerender of ${page.path} left a Suspense boundary pending`);
  const html = template
    .replace(SEO, headTags(page, LD[page.path] ?? []))
    .replace('</head>', `${firstScreenPreloads(DIST, template, page.path, body)}</head>`)
    .replace('<div id="root"><!--app--></div>', `<div id="root" data-prerendered="${page.path}">${body}</div>`);
  writeFileSync(join(DIST, page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`), html);
}

// The 404 page, which both servers answer with status 404 for a path the app has no route for
// (worker/node/static-web.ts, worker/cloudflare/static-fallback.ts): the router's not-found page,
// painted without JavaScript. Not marked prerendered: on load the app renders it afresh for the address.
const notFound = (await renderPage('/404')).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
if (!notFound.includes('Oops! Page not found')) throw new Error('prerender of the 404 page did not render the not-found page');
const notFoundHead = [
  `<title>${esc(pageTitle('Página não encontrada'))}</title>`,
  '<meta name="description" content="A página que você procurou não existe ou mudou de endereço." />',
  '<meta name="robots" content="noindex" />',
].join('\n    ');
writeFileSync(
  join(DIST, '404.html'),
  template
    .replace(SEO, notFoundHead)
    .replace('</head>', `${firstScreenPreloads(DIST, template, '', '')}</head>`)
    .replace('<div id="root"><!--app--></div>', `<div id="root">${notFound}</div>`),
);

// The member pages: the shell with their code and first calls preloaded, and the site's frame (header,
// footer) painted before any JavaScript (scripts/member-shells.ts).
writeMemberShells(DIST, spa, notFound);

const urls = PUBLIC_PAGES.filter((p) => !p.noindex).map((p) => p.path);
writeFileSync(
  join(DIST, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `  <url><loc>${abs(u)}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
writeFileSync(join(DIST, 'robots.txt'), `${readFileSync(join(DIST, 'robots.txt'), 'utf8').trimEnd()}\n\nSitemap: ${abs('/sitemap.xml')}\n`);

// The service worker: this build's id and the shell's files (what every page loads: the entry, its
// imports, the stylesheet) to keep offline.
const shellFiles = [...new Set([...spa.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))];
const buildId = createHash('sha256')
  .update(shellFiles.join('\n'))
  .update(readdirSync(join(DIST, 'assets')).join('\n'))
  .digest('hex')
  .slice(0, 12);
const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
if (!sw.includes('__BUILD_ID__')) throw new Error('web/public/sw.js lost its __BUILD_ID__ placeholder');
writeFileSync(join(DIST, 'sw.js'), sw.replace('__BUILD_ID__', buildId).replace("['__PRECACHE__']", JSON.stringify(shellFiles)));

// Precompressed copies: the Node server sends them as they are (no compression work per request).
const TEXT = /\.(html|js|css|svg|json|webmanifest|txt|xml)$/;
function compressAll(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) compressAll(path);
    else if (TEXT.test(name)) {
      const buf = readFileSync(path);
      if (buf.length < 512) continue;
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(buf, { level: 9 }));
    }
  }
}
// Vite's manifest was only for the preloads above: not a file to publish.
rmSync(join(DIST, '.vite'), { recursive: true, force: true });
compressAll(DIST);
if (existsSync(SSR)) rmSync(SSR, { recursive: true, force: true });
console.log(`prerender: ${PUBLIC_PAGES.length} pages, sitemap and precompressed assets for ${ORIGIN}`);
// Rendering the app leaves its in-process clients alive (react-query's garbage-collection timers, lazily
// started data layer); this is a build step whose work is done, so it ends here instead of idling.
process.exit(0);
