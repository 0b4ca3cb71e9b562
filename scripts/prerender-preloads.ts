import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_FILES } from './route-files';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * What a page's first screen needs, as `<link>`s for its <head>: the entry's imports and the
 * route's own chunks (vite.config.ts leaves preloading to this step) so they download with the
 * entry instead of after it; or, on a page whose LCP is a picture (its `fetchpriority="high"` one),
 * that picture alone, so its download starts before the stylesheet is parsed and has the link to itself. The site uses no web font (system fonts), so none is preloaded.
 * Reads Vite's manifest from `<dist>/.vite/manifest.json`.
 */
export function firstScreenPreloads(dist: string, template: string, path: string, body: string): string {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = ROUTE_FILES[path] ?? [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || key === 'index.html' || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  // The entry's own imports (every page), then the route's chunks.
  for (const dep of manifest['index.html']?.imports ?? []) visit(dep);
  for (const key of Object.keys(manifest)) if (files.some((f) => key.startsWith(`${f}?tsr-split`))) visit(key);
  const scripts = [...seen]
    .map((k) => `/${manifest[k]!.file}`)
    .filter((href) => !template.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);

  const picture = lcpImagePreload(body);
  // A page whose first paint is a picture (/loja, /galeria) preloads only that: the scripts (≈ 100 KB
  // gzip) only hydrate a page already painted, and on a slow link they shared it with the picture.
  // The entry fetches them as it runs.
  return (picture.length ? picture : scripts).map((l) => `  ${l}\n  `).join('');
}

/**
 * The page's `fetchpriority="high"` picture, as the browser will choose it: inside a <picture>,
 * its first <source> (AVIF), typed so a browser without AVIF skips the preload instead of
 * downloading a file the <img> then does not use; else the <img>'s own src/srcset.
 */
function lcpImagePreload(body: string): string[] {
  const img = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(body);
  if (!img) return [];
  const before = body.slice(0, img.index);
  const picture = before.lastIndexOf('<picture');
  const source = picture > before.lastIndexOf('</picture>') ? /<source\b[^>]*>/i.exec(before.slice(picture))?.[0] : undefined;
  const from = source ?? img[0];
  const srcset = attr(from, 'srcset');
  const sizes = attr(from, 'sizes');
  const type = source && attr(source, 'type');
  const href = source ? undefined : attr(img[0], 'src');
  if (!srcset && !href) return [];
  return [
    `<link rel="preload" as="image"${href ? ` href="${href}"` : ''}${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''}${type ? ` type="${type}"` : ''} fetchpriority="high">`,
  ];
}
