import { useSyncExternalStore } from 'react';

/** Below Tailwind's md: the member area's app shell (tab bar, slim header) applies. */
export const PHONE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void) {
  const mq = matchMedia(PHONE_QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/**
 * For what must exist once on the page, not twice with one hidden (the plan badge: the slim header's
 * on a phone, the page header's from md up). Layout alone is left to CSS (`md:`), which paints right
 * before any script runs.
 */
export const usePhone = () =>
  useSyncExternalStore(
    subscribe,
    () => matchMedia(PHONE_QUERY).matches,
    () => false,
  );
