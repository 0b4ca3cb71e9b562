import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { PHONE_QUERY } from '../../lib/use-phone';

/**
 * On a phone the composer is one line over the feed; tapping it opens it full-screen at
 * /feed?postar=1, a history entry of its own, so the phone's Back closes it (as the close button
 * does). From md up it is the inline form it always was, and the address never changes.
 */
export function useComposerScreen() {
  const open = useSearch({ from: '/_member/feed', select: (s) => s.postar === 1 });
  const navigate = useNavigate({ from: '/feed' });
  const pushed = useRef(false);
  const wasOpen = useRef(open);
  useEffect(() => {
    // Closed (Back, the close button, a post published): the keyboard goes with it, and the tab bar returns.
    if (wasOpen.current && !open) {
      pushed.current = false;
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    }
    wasOpen.current = open;
  }, [open]);
  const show = useCallback(() => {
    // `pushed`: already on its way (a second key before the address changed adds no second entry).
    if (open || pushed.current || !matchMedia(PHONE_QUERY).matches) return;
    pushed.current = true;
    void navigate({ search: (prev) => ({ ...prev, postar: 1 }), resetScroll: false });
  }, [navigate, open]);
  const hide = useCallback(() => {
    if (!open) return;
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    } else void navigate({ search: ({ postar: _, ...rest }) => rest, replace: true, resetScroll: false });
  }, [navigate, open]);
  return { open, show, hide };
}
