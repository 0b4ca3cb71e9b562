import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { captureUtm, track } from '../../lib/analytics';

let utmCaptured = false;
let lastTrackedPath: string | undefined;

/** Keeps the landing URL's UTM parameters; called from the root beforeLoad so redirects cannot drop them. */
export function captureUtmOnce() {
  if (utmCaptured || typeof window === 'undefined') return;
  utmCaptured = true;
  try {
    captureUtm();
  } catch {
    // Storage can be blocked (private mode); the visit goes on without UTM.
  }
}

/** One page_view per route change, including the first page of the visit. */
export function usePageTracking() {
  const router = useRouter();
  useEffect(() => {
    const trackPath = (path: string) => {
      if (path === lastTrackedPath) return;
      lastTrackedPath = path;
      track('page_view');
    };
    // The first load may have resolved before this effect subscribed.
    const resolved = router.state.resolvedLocation;
    if (router.state.status === 'idle' && resolved) trackPath(resolved.pathname);
    return router.subscribe('onResolved', (e) => trackPath(e.toLocation.pathname));
  }, [router]);
}
