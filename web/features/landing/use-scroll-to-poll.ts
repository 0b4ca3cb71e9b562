import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { POLL_ANCHOR, scrollToId } from '../../lib/scroll';

/**
 * Scrolls to the poll section when the URL asks for it: hash #enquete-oficial
 * or `?enquete=1`. Waits a frame so the section has rendered and the router's own
 * scroll handling has run.
 */
export function useScrollToPoll(fromQuery: boolean) {
  const hash = useRouterState({ select: (s) => s.location.hash });
  const wanted = fromQuery || hash === POLL_ANCHOR;
  useEffect(() => {
    if (!wanted) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => scrollToId(POLL_ANCHOR));
    });
    return () => cancelAnimationFrame(frame);
  }, [wanted, hash]);
}
