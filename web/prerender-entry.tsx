/**
 * Build-time only (scripts/prerender.ts): renders a public page to HTML so its first paint needs
 * no JavaScript; web/main.tsx then hydrates it. Never shipped to browsers.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { loadQueryRuntime, type QueryRuntime } from './lib/lazy-query';
import { createAppRouter } from './router';

/**
 * `prime` puts build-time data in the query cache before the route's loader runs (there is no
 * server to ask at build time): /pricing's tiers, the fixed catalogue the server also answers.
 */
export async function renderPage(path: string, prime?: (runtime: QueryRuntime) => void): Promise<string> {
  if (prime) prime(await loadQueryRuntime());
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
    // Every boundary inline, in place: bigger ones would be outlined and revealed by an inline
    // script, which the CSP refuses and the prerender strips.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/** The tally `/` is drawn with at build time; the server writes the last one over it (worker/lib/landing-tally.ts). */
export { primeTally } from './features/poll/tally';
