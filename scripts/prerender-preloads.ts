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
 * entry instead of after it, and the page's LCP image (its `fetchpriority="high"` picture) so the download starts
 * before the stylesheet is parsed. The site uses no web font (system fonts), so none is preloaded.
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

  const lcp = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(body)?.[0];
  const image: string[] = [];
  const src = lcp && attr(lcp, 'src');
  if (lcp && src) {
    const srcset = attr(lcp, 'srcset');
    const sizes = attr(lcp, 'sizes');
    image.push(`<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`);
  }
  // Placed just before the template's indented `</head>`.
  return [...image, ...scripts].map((l) => `  ${l}\n  `).join('');
}
