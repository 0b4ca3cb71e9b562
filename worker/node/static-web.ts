import { readFile } from 'node:fs/promises';
import { join, resolve, sep, extname } from 'node:path';
import { Hono, type Context } from 'hono';
import { isServerPath } from '../lib/server-prefixes';
import type { AppEnv } from '../http/types';
import { isBuildAssetPath, parseSpaRoutes, SPA_ROUTES_FILE, spaRouteMatcher, type SpaRouteMatcher } from '../lib/spa-routes';

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

const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|txt|xml)$/;

/**
 * Serves the built site (web/dist): long caching for hashed assets; the brotli or gzip copy made at
 * build when the browser takes it (`Vary: Accept-Encoding`); the prerendered HTML of the public
 * pages (`/loja` → loja.html, `/` → index.html); the SPA shell (spa.html) for the app's other routes
 * (spa-routes.json, worker/lib/spa-routes.ts); the 404 page (404.html) with status 404 for any other
 * path; a plain 404 for a missing file under /assets/ or /images/, never a page under `immutable`.
 * The Node entry hands it to app.ts, which mounts it under every other route.
 */
export function staticWebRoutes(distDir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const root = resolve(distDir);
  const files = new Map<string, Buffer | null>();
  const load = async (path: string) => {
    if (!files.has(path)) files.set(path, await readFile(path).catch(() => null));
    return files.get(path)!;
  };
  const shell = async () => ((await load(join(root, 'spa.html'))) ? join(root, 'spa.html') : join(root, 'index.html'));
  let routes: Promise<SpaRouteMatcher> | undefined;
  // A build without the table (older than it) cannot tell routes apart: every path gets the app, as before.
  const isRoute = async (pathname: string) =>
    (
      await (routes ??= load(join(root, SPA_ROUTES_FILE)).then((raw) =>
        raw ? spaRouteMatcher(parseSpaRoutes(JSON.parse(raw.toString('utf8')))) : () => true,
      ))
    )(pathname);

  const send = async (c: Context<AppEnv>, path: string, cacheControl: string): Promise<Response | null> => {
    const ext = extname(path);
    const headers: Record<string, string> = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': cacheControl };
    let body: Buffer | null = null;
    if (COMPRESSIBLE.test(path)) {
      headers.Vary = 'Accept-Encoding';
      const accepts = (c.req.header('Accept-Encoding') ?? '').toLowerCase();
      for (const [enc, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        if (!accepts.includes(enc)) continue;
        body = await load(path + suffix);
        if (body) {
          headers['Content-Encoding'] = enc;
          break;
        }
      }
    }
    body ??= await load(path);
    if (!body) return null;
    return new Response(new Uint8Array(body), { status: 200, headers });
  };

  app.get('*', async (c, next) => {
    const url = new URL(c.req.url);
    // An unknown API path is the app's JSON 404, never the page shell.
    if (isServerPath(url.pathname)) return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      // Malformed escapes name no file; the route table reads the raw path.
      pathname = url.pathname;
    }
    const candidate = resolve(join(root, pathname));
    const inside = candidate === root || candidate.startsWith(root + sep);
    if (inside && extname(candidate)) {
      const hashed = isBuildAssetPath(pathname);
      // The service worker must be re-checked on every visit, so a new version is found at once.
      const cache = hashed ? 'public, max-age=31536000, immutable' : pathname === '/sw.js' ? 'no-cache' : 'public, max-age=3600';
      const res = await send(c, candidate, cache);
      if (res) return res;
    }
    if (isBuildAssetPath(pathname) || pathname.startsWith('/images/')) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    if (!(await isRoute(url.pathname))) {
      const page = (await send(c, join(root, '404.html'), 'no-cache')) ?? (await send(c, await shell(), 'no-cache'))!;
      return new Response(page.body, { status: 404, headers: page.headers });
    }
    const page = pathname === '/' ? join(root, 'index.html') : inside && /^\/[a-z0-9-]+$/.test(pathname) ? `${candidate}.html` : null;
    return (page ? await send(c, page, 'no-cache') : null) ?? (await send(c, await shell(), 'no-cache'))!;
  });
  return app;
}
