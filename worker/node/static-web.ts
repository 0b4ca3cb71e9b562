import { readFile } from 'node:fs/promises';
import { join, resolve, sep, extname } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/types';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Serves the built SPA (web/dist) with long caching for hashed assets and index.html for deep links. */
export function mountStaticWeb(app: Hono<AppEnv>, distDir: string) {
  const root = resolve(distDir);
  const files = new Map<string, Buffer>();
  const load = async (path: string) => {
    let buf = files.get(path);
    if (!buf) {
      buf = await readFile(path);
      files.set(path, buf);
    }
    return buf;
  };

  app.get('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/trpc/')) return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    const candidate = resolve(join(root, pathname));
    const ext = extname(candidate);
    if (candidate.startsWith(root + sep) && ext) {
      try {
        const body = await load(candidate);
        const immutable = pathname.startsWith('/assets/');
        return c.body(new Uint8Array(body), 200, {
          'Content-Type': TYPES[ext] ?? 'application/octet-stream',
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        });
      } catch {
        if (pathname.startsWith('/assets/') || pathname.startsWith('/images/')) return c.text('Not found', 404);
      }
    }
    const index = await load(join(root, 'index.html'));
    return c.body(new Uint8Array(index), 200, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' });
  });
}
