import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the prerendered HTML and during hydration, true once React owns the page (and at once
 * on pages rendered in the browser). A prerendered form stays disabled until then: a click before
 * hydration would otherwise submit it natively, as a GET with its fields in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
