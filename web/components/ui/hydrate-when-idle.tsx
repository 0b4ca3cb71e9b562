import { memo, Suspense, use, type ComponentType } from 'react';

const WAKE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'popstate'];

let gate: Promise<void> | undefined;
let open = false;

/**
 * Resolves once the browser is first idle after the page's load, or at the visitor's first tap,
 * key or history move, whichever comes first. One for the whole visit.
 */
function hydrationGate(): Promise<void> {
  gate ??= new Promise<void>((resolve) => {
    const done = () => {
      if (open) return;
      open = true;
      for (const type of WAKE_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of WAKE_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(done, { timeout: 3000 }) : setTimeout(done, 300));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return gate;
}

function Gate({ id }: { id: string }) {
  // Server HTML of this part is on the page only when the visit began here (a prerendered page).
  const prerendered = !open && typeof document !== 'undefined' && !!document.querySelector(`[data-island="${id}"]`)?.firstElementChild;
  if (prerendered) use(hydrationGate());
  return null;
}

/**
 * A prerendered page whose content is read, not used: its HTML is on screen at once, and React
 * takes it over (hydrates it) only when the browser is first idle, or at once when the visitor
 * taps or types. Until then React leaves the server's HTML in place (a dehydrated Suspense
 * boundary): links work as plain links and a tap on a button is replayed once React owns it
 * (web/lib/early-taps.ts). The header and footer hydrate first, on their own, and the content's
 * work runs in a later, separate pass. On client-side navigation (no server HTML) it renders at once.
 *
 * Takes no props, like lazyIsland: an update reaching a boundary still waiting would make React
 * drop the server HTML for the (empty) fallback.
 */
export function hydrateWhenIdle(id: string, Content: ComponentType) {
  return memo(function IdleIsland() {
    return (
      <div data-island={id} className="contents">
        <Suspense fallback={null}>
          <Gate id={id} />
          <Content />
        </Suspense>
      </div>
    );
  });
}
