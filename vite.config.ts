import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Absolute: the plugin resolves relative paths against Vite's root ('web').
      routesDirectory: fileURLToPath(new URL('./web/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./web/routeTree.gen.ts', import.meta.url)),
      routeFileIgnorePrefix: '-',
    }),
    react(),
    tailwindcss(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./web', import.meta.url)) } },
  // The SSR build (web/prerender-entry.tsx, for scripts/prerender.ts) needs no copy of web/public.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022', modulePreload: { polyfill: false }, copyPublicDir: !isSsrBuild },
  server: {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/trpc': apiTarget,
      '/api': { target: apiTarget, ws: true },
      '/health': apiTarget,
    },
  },
}));
