import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { sharePageRoutes } from '../http/share-pages';
import type { AppEnv } from '../http/types';
import { injectSharePreview } from '../lib/share-preview';

const HTML = { 'Content-Type': 'text/html; charset=utf-8' };

/** The shareable pages on Node: web/dist's spa.html with the preview's tags in its marked block (lib/share-preview.ts). */
export function nodeSharePages(distDir: string): Hono<AppEnv> {
  const files = new Map<string, Promise<string | null>>();
  const read = (name: string) => {
    let file = files.get(name);
    if (!file) files.set(name, (file = readFile(join(distDir, name), 'utf8').catch(() => null)));
    return file;
  };
  const page = async (name: string) => {
    const html = await read(name);
    return html === null ? null : new Response(html, { headers: HTML });
  };
  return sharePageRoutes({
    // A build without the prerender step has no spa.html: the static routes answer as before.
    shell: () => page('spa.html'),
    notFound: () => page('404.html'),
    write: async (_c, shell, edits) => new Response(injectSharePreview(await shell.text(), edits), { headers: HTML }),
  });
}
