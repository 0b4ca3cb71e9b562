/**
 * Build step: the web app's route table for the servers (worker/lib/spa-routes.ts), written as
 * web/dist/spa-routes.json by the client build. The source is the route tree TanStack Router's
 * plugin generates from web/routes/ (web/routeTree.gen.ts) at the start of every build, so a new
 * route file is known to the servers by the next build with nothing to keep in step by hand.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { checkSpaRoutePattern, SPA_ROUTES_FILE } from '../worker/lib/spa-routes.ts';

/** The keys of `FileRoutesByFullPath` in the generated route tree: every path the app renders. */
export function routePatternsFromTree(source: string): string[] {
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!block) throw new Error('routeTree.gen.ts has no FileRoutesByFullPath interface (did the router plugin change its output?)');
  const patterns = [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => checkSpaRoutePattern(m[1]!));
  if (!patterns.includes('/')) throw new Error('routeTree.gen.ts lists no "/" route');
  return patterns;
}

/** Emits spa-routes.json into the client build (not the SSR one), read from the freshly generated tree. */
export function spaRoutesPlugin(routeTreeFile: string): Plugin {
  let ssr = false;
  return {
    name: 'mito-spa-routes',
    apply: 'build',
    configResolved(config) {
      ssr = !!config.build.ssr;
    },
    generateBundle() {
      if (ssr) return;
      const patterns = routePatternsFromTree(readFileSync(routeTreeFile, 'utf8'));
      this.emitFile({ type: 'asset', fileName: SPA_ROUTES_FILE, source: `${JSON.stringify(patterns)}\n` });
    },
  };
}
