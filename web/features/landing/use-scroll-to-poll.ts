import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DESIGN_ANCHOR_PREFIX, POLL_ANCHOR, scrollToId } from '../../lib/scroll';

/**
 * Scrolls to the poll section when the URL asks for it: hash #enquete-oficial
 * or `?enquete=1`; to one design's card for its hash (#camiseta-<slug>, where a shared
 * design's link, /camiseta/<slug>, leads). Waits a frame so the section has rendered and the router's own
 * scroll handling has run.
 */
export function useScrollToPoll(fromQuery: boolean) {
  const hash = useRouterState({ select: (s) => s.location.hash });
  const design = hash.startsWith(DESIGN_ANCHOR_PREFIX) ? hash : null;
  const wanted = fromQuery || hash === POLL_ANCHOR || design !== null;
  useEffect(() => {
    if (!wanted) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => (design !== null && scrollToId(design)) || scrollToId(POLL_ANCHOR));
    });
    return () => cancelAnimationFrame(frame);
  }, [wanted, hash, design]);
}
