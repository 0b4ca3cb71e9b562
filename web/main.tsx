import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import './styles/app.css';
import { markStaleVersion } from './lib/stale-version';
import { holdEarlyTaps } from './lib/early-taps';

const router = createAppRouter();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// Public pages arrive prerendered (scripts/prerender.ts): hydrate them once the route's code is in.
// Any other address got the landing's or the shell's HTML, which is replaced.
if (container.dataset.prerendered === window.location.pathname) {
  // Render the same tree as the server did: TanStack Router drops its outer Suspense boundaries
  // when it knows it hydrates server HTML (what its own ssr/client entry sets; no manifest needed).
  (router as unknown as { ssr?: { manifest: undefined } }).ssr = { manifest: undefined };
  // .then, not a top-level await: with one, the bundler moves every module the entry shares with
  // lazy chunks into little chunks of their own (more files and bytes on the landing).
  // In a transition, hydration yields to the browser every few milliseconds instead of running as
  // one long task (the page is already painted; a tap in between is handled first). That long task
  // was most of the Total Blocking Time of /galeria and /minha-historia on a slow phone.
  // A tap on a button before React owns it is replayed once it does (web/lib/early-taps.ts).
  holdEarlyTaps(container);
  void router.load().then(() =>
    startTransition(() => {
      hydrateRoot(container, app, {
        // A mismatch (say, a favourite already kept in this browser) is re-rendered on the client: not an error for the visitor.
        onRecoverableError: (e) => {
          if (import.meta.env.DEV) console.warn(e);
        },
      });
    }),
  );
} else {
  // A member page's HTML paints the site's frame (scripts/member-shells.ts): React replaces it with
  // its first render, so it stays on screen until then. Any other HTML is cleared at once.
  if (!('shell' in container.dataset)) container.textContent = '';
  createRoot(container).render(app);
}

// Installable and usable offline (web/public/sw.js); only on the production build, where files are hashed.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // A new version's worker takes over open tabs at once (skipWaiting + clients.claim), and a deploy
  // removes the old version's files, which this page's lazy chunks still name. So from then on a
  // link is followed as a full load of the new version (not an in-app change, nor a hover preload,
  // that would ask for a file that is gone); a navigation from code does the same.
  const sw = navigator.serviceWorker;
  // The first worker taking over a first visit is no new version.
  let controlled = !!sw.controller;
  sw.addEventListener('controllerchange', () => {
    if (!controlled) return void (controlled = true);
    markStaleVersion();
    router.subscribe('onBeforeNavigate', (e) => e.pathChanged && location.assign(e.toLocation.href));
    // Caught before React sees them: the router's link handling (hover/touch/focus preloads, click).
    for (const type of ['click', 'mouseover', 'touchstart', 'focusin'])
      window.addEventListener(
        type,
        (e) => {
          const a = (e.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
          if (!a || a.origin !== location.origin || a.target) return;
          e.stopPropagation();
          const m = e as MouseEvent;
          if (type === 'click' && !m.button && !m.metaKey && !m.ctrlKey && !m.shiftKey && !m.altKey) {
            e.preventDefault();
            location.assign(a.href);
          }
        },
        true,
      );
  });
  const register = () =>
    sw.register('/sw.js').catch(() => {
      // No worker (private mode, blocked): the site works the same online.
    });
  // After the page's own loading, so the worker's downloads never compete with the first screen.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
