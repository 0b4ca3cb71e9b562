import { useCallback, useSyncExternalStore } from 'react';

/**
 * A set of ids kept in localStorage (favourites in the shop, likes in the gallery): local only,
 * never sent anywhere. Every hook on the same key sees the same value, also across tabs.
 */
const listeners = new Set<() => void>();
/**
 * The prerendered page's value (useSyncExternalStore's server snapshot). Read back when nothing is
 * kept, so hydration finds the same value and does not re-render the whole page synchronously
 * (a different snapshot forces a blocking re-render: on /loja that was its longest task).
 */
const EMPTY: readonly string[] = [];
const cache = new Map<string, { raw: string | null; ids: readonly string[] }>();

function read(key: string): readonly string[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    // Storage blocked (private mode, policy): behave as empty.
  }
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.ids;
  let ids: readonly string[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed) && parsed.length) ids = parsed.filter((x): x is string => typeof x === 'string');
  } catch {
    ids = EMPTY;
  }
  cache.set(key, { raw, ids });
  return ids;
}

function subscribe(l: () => void) {
  listeners.add(l);
  window.addEventListener('storage', l);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', l);
  };
}

export function useLocalSet(key: string) {
  const ids = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => EMPTY,
  );
  const toggle = useCallback(
    (id: string) => {
      const now = read(key);
      const next = now.includes(id) ? now.filter((x) => x !== id) : [...now, id];
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Nothing to keep it in; the click still does nothing harmful.
      }
      for (const l of listeners) l();
    },
    [key],
  );
  return { has: (id: string) => ids.includes(id), toggle };
}
