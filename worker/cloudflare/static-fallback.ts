import { Hono, type Context } from 'hono';
import { isServerPath } from '../lib/server-prefixes';
import type { AppEnv } from '../http/types';
import { errorFields } from '../lib/error-fields';
import type { Logger } from '../lib/logger';
import { isBuildAssetPath, parseSpaRoutes, SPA_ROUTES_FILE, spaRouteMatcher, type SpaRouteMatcher } from '../lib/spa-routes';

const PAGE_CACHE = 'no-cache';

/** A copy whose headers the app's middleware may still set (an ASSETS response's are immutable). */
const withStatus = (res: Response, status: number) => {
  const out = new Response(res.body, { status, headers: res.headers });
  out.headers.set('Cache-Control', PAGE_CACHE);
  // The copy's validators would describe the shell or 404.html, not this address.
  out.headers.delete('ETag');
  return out;
};

/**
 * What Workers Static Assets does not have (wrangler.toml: not_found_handling = "none" sends every
 * miss here). A missing /assets/* file is a plain 404, never a page under `immutable`; a route of
 * the app gets the shell (spa.html; index.html on a build without the prerender step) with 200; any
 * other path gets the 404 page (404.html, else the shell, whose router shows the same page) with 404.
 * The route table is the build's spa-routes.json (worker/lib/spa-routes.ts), read once per isolate.
 * The Workers entry hands it to app.ts, which mounts it under every other route.
 */
export function staticFallbackRoutes(assets: Fetcher, logger: Logger): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let routes: Promise<SpaRouteMatcher> | undefined;
  // Without the table no path can be told apart: every one gets the app, as before the table existed.
  const everyPath: SpaRouteMatcher = () => true;
  const routeTable = (origin: string) =>
    (routes ??= assets
      .fetch(`${origin}/${SPA_ROUTES_FILE}`)
      .then(async (res) => {
        if (res.ok) return spaRouteMatcher(parseSpaRoutes(await res.json()));
        logger.error('spa route table missing: every path gets the app shell', { file: SPA_ROUTES_FILE, status: res.status });
        return everyPath;
      })
      .catch((e: unknown) => {
        logger.error('spa route table unreadable: every path gets the app shell', { file: SPA_ROUTES_FILE, ...errorFields(e) });
        return everyPath;
      }));

  const firstFound = async (origin: string, paths: string[]) => {
    for (const path of paths) {
      const res = await assets.fetch(`${origin}${path}`);
      if (res.ok) return res;
    }
    return null;
  };

  app.get('*', async (c: Context<AppEnv>, next) => {
    const url = new URL(c.req.url);
    // An unknown API path is the app's JSON 404, never a page.
    if (isServerPath(url.pathname)) return next();
    // On Cloudflare the asset layer has already missed; asking again serves the files when the Worker is called directly (tests, run_worker_first).
    const file = await assets.fetch(c.req.raw);
    if (file.status !== 404) return new Response(file.body, file);
    if (isBuildAssetPath(url.pathname)) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });

    const isRoute = (await routeTable(url.origin))(url.pathname);
    const page = await firstFound(url.origin, isRoute ? ['/spa', '/'] : ['/404', '/spa', '/']);
    if (!page) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    return withStatus(page, isRoute ? 200 : 404);
  });
  return app;
}
