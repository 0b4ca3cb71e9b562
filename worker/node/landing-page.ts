import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { landingPageRoutes } from '../http/landing-page';
import type { AppEnv } from '../http/types';
import { injectLandingTally } from '../lib/landing-tally';

/**
 * `/` on Node: web/dist/index.html with the last tally written in by a string replace, compressed
 * as the browser takes it. The tally changes at most every couple of seconds (the edge's copy), so
 * the last page written is kept with its compressed copies and reused while it is the same.
 */
export function nodeLandingPage(distDir: string): Hono<AppEnv> {
  let template: Promise<string | null> | undefined;
  let last: { html: string; br?: Uint8Array; gz?: Uint8Array } | undefined;
  return landingPageRoutes({
    load: async () => {
      const html = await (template ??= readFile(join(distDir, 'index.html'), 'utf8').catch(() => null));
      // A build without the prerender (index.html is the bare shell) is served by the static routes.
      return html?.includes('data-prerendered="/"')
        ? new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
        : null;
    },
    write: async (c, page, edits) => {
      const html = injectLandingTally(await page.text(), edits);
      const written = last?.html === html ? last : (last = { html });
      const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', Vary: 'Accept-Encoding' });
      const accepts = (c.req.header('Accept-Encoding') ?? '').toLowerCase();
      if (accepts.includes('br')) {
        written.br ??= brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
        headers.set('Content-Encoding', 'br');
        return new Response(new Uint8Array(written.br), { headers });
      }
      if (accepts.includes('gzip')) {
        written.gz ??= gzipSync(html, { level: 6 });
        headers.set('Content-Encoding', 'gzip');
        return new Response(new Uint8Array(written.gz), { headers });
      }
      return new Response(html, { headers });
    },
  });
}
