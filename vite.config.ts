import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { spaRoutesPlugin } from './scripts/spa-routes.ts';
import * as PATHS from './worker/contracts/paths.ts';
import { SERVER_PREFIXES } from './worker/lib/server-prefixes.ts';

/**
 * React, react-dom and the router, which every page runs first, as one file. Left to the
 * bundler they came as ten little shared chunks (react, jsx-runtime, useRouter, useSearch…),
 * each compressed on its own: one file gzips about 3 KB smaller and is one request, not ten.
 */
const FRAMEWORK_CHUNK = {
  name: 'framework',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store))[\\/]/,
};

/**
 * Every lucide icon in one file. Left to the bundler, each icon is a chunk of its own (0.2–0.3 KB):
 * /feed loaded 20 of them, each a request (a round trip on a phone's link before the page renders).
 * The landing draws its icons without lucide (components/icons/landing-icons.ts), so it loads none.
 */
const ICONS_CHUNK = { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ };

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The loader travels with its component (one chunk per route, fetched together). Left in the
      // route tree (the plugin's default), a loader's imports land in the entry chunk every page
      // downloads: /feed's loader alone pulled the feed's list, tRPC, react-query, react-hook-form
      // and drizzle into the landing's JavaScript. tests/unit/route-chunks.test.ts holds the line.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
      // Absolute: the plugin resolves relative paths against Vite's root ('web').
      routesDirectory: fileURLToPath(new URL('./web/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./web/routeTree.gen.ts', import.meta.url)),
      routeFileIgnorePrefix: '-',
    }),
    // spa-routes.json: which paths the servers answer with the app and which with a 404.
    spaRoutesPlugin(fileURLToPath(new URL('./web/routeTree.gen.ts', import.meta.url))),
    react(),
    tailwindcss(),
  ],
  resolve: {
    alias: [
      // The router's store reaches for the pre-React-18 shim of useSyncExternalStore; React 19 has
      // the hook itself, so the shim's fallback (≈ 0.2 KB gzip on every page) is dead weight.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  // The SSR build (web/prerender-entry.tsx, for scripts/prerender.ts) needs no copy of web/public.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // No preload helper in the entry (≈ 1.1 KB gzip on every page): scripts/prerender.ts writes the
    // <link rel="modulepreload"> tags each page needs from the manifest (the entry's imports on every
    // page, the route's chunks on the prerendered ones); in-app navigation preloads on intent.
    modulePreload: false,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // inlineConst: imported string constants (the server's paths in worker/contracts/paths.ts, the
    // table's texts) are written where they are used, not declared once in whichever chunk holds
    // their module: every route's JavaScript is a little smaller (the landing ≈ 0.1 KB gzip).
    rolldownOptions: isSsrBuild
      ? {}
      : { optimization: { inlineConst: true }, output: { codeSplitting: { groups: [FRAMEWORK_CHUNK, ICONS_CHUNK] } } },
  },
  server: {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    // What the server owns goes to the API process, WebSockets too under the prefix of the hub's socket.
    proxy: Object.fromEntries(
      SERVER_PREFIXES.map((prefix) => [prefix, { target: apiTarget, ws: PATHS.realtimeSocket.startsWith(`${prefix}/`) }]),
    ),
  },
}));
