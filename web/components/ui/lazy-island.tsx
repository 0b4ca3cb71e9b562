import { lazy, memo, Suspense, type ComponentType } from 'react';

const WAKE_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Resolves once `el` comes near the screen or the visitor first taps or types anywhere. */
function nearScreenOrInteraction(el: Element): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      io.disconnect();
      for (const type of WAKE_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '200px' });
    io.observe(el);
    // A tap may be the way off this page (a link in the header): the code must not wait for a
    // section that will never be seen again, or a later visit would find it still waiting.
    for (const type of WAKE_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/** Retries a chunk that failed (a dropped connection) when the browser is back online or the visitor acts. */
async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch {
      await new Promise<void>((resolve) => {
        const again = () => {
          for (const type of ['online', ...WAKE_EVENTS]) window.removeEventListener(type, again, true);
          resolve();
        };
        for (const type of ['online', ...WAKE_EVENTS]) window.addEventListener(type, again, { capture: true, passive: true });
      });
    }
  }
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
    const prerendered = typeof document === 'undefined' ? null : document.querySelector(`[data-island="${id}"]`);
    if (prerendered?.firstElementChild) await nearScreenOrInteraction(prerendered);
    return { default: await (typeof window === 'undefined' ? load() : loadWithRetry(load)) };
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
