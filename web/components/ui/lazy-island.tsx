import { lazy, memo, Suspense, type ComponentType } from 'react';
import { isStaleVersion, untilReloaded } from '../../lib/stale-version';

// 'online' only matters for a retry after a failed download (see below).
const WAKE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'online'];

/**
 * Resolves once one of `el`'s children comes near the screen (the wrapper is `display: contents`,
 * with no box of its own), or the visitor first taps or types anywhere: a tap may be the way off
 * this page, and a later visit must not find the code still waiting for a section never seen again.
 */
function wake(el?: Element): Promise<void> {
  return new Promise((resolve) => {
    const io = el && new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '200px' });
    const done = () => {
      io?.disconnect();
      for (const type of WAKE_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    if (el && io) for (const child of el.children) io.observe(child);
    for (const type of WAKE_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * A below-the-fold part of a prerendered page whose code is fetched only when it is about to be
 * seen (or the visitor acts). Until then React leaves the server's HTML in place (a dehydrated
 * Suspense boundary): it reads the same, links work as plain links, and neither its download nor
 * its hydration competes with the first screen. On the build-time render and on client-side
 * navigation (no server HTML to keep) it loads at once.
 *
 * Only for parts that take no props and read no changing context: an update reaching a boundary
 * still waiting for its code would make React drop the server HTML for the (empty) fallback.
 */
export function lazyIsland(id: string, load: () => Promise<ComponentType>) {
  const Part = lazy(async () => {
    if (typeof document === 'undefined') return { default: await load() };
    const prerendered = document.querySelector(`[data-island="${id}"]`);
    if (prerendered?.firstElementChild) await wake(prerendered);
    for (;;) {
      // A new version took over this tab: its old files may be gone; the server's HTML stays until the next (full) load.
      if (isStaleVersion()) await untilReloaded();
      try {
        return { default: await load() };
      } catch {
        // A dropped connection: the server's HTML stays as it is; try again when online or the visitor acts.
        await wake();
      }
    }
  });
  return memo(function Island() {
    return (
      <div data-island={id} className="contents">
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </div>
    );
  });
}
