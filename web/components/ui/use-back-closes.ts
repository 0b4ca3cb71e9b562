import { useEffect, useRef } from 'react';
import { isMemberPath } from '../../lib/member-paths';
import { PHONE_QUERY } from '../../lib/use-phone';

const MARK = 'mitoDialogo';
let seq = 0;

const mark = (): unknown => (window.history.state as Record<string, unknown> | null)?.[MARK];

/**
 * In the member area on a phone (its app shell) a dialog is a screen of its own: opening it adds a history entry (the same address),
 * so the phone's Back closes it, as in an app. Closed any other way, its entry is taken back too,
 * unless something navigated on meanwhile (then that new entry stays and the dialog's is left below).
 */
export function useBackCloses(open: boolean, close: () => void) {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!open || !matchMedia(PHONE_QUERY).matches || !isMemberPath(window.location.pathname)) return;
    const id = `d${++seq}`;
    window.history.pushState({ ...(window.history.state as object | null), [MARK]: id }, '');
    let popped = false;
    const onPop = () => {
      if (mark() === id) return;
      popped = true;
      latest.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // After the router's own pushes, which it commits in a microtask.
      if (!popped) window.setTimeout(() => mark() === id && window.history.back(), 0);
    };
  }, [open]);
}
