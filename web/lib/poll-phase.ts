import { useSyncExternalStore } from 'react';

/**
 * When the official poll closes, as the last tally seen in this browser said, so the header on
 * every page stops calling it open. Kept in localStorage (a later visit to another page knows it);
 * written by the poll's tally, read by the header. Unknown (a first visit) reads as open.
 */
const KEY = 'mito_poll_closes_at';
const listeners = new Set<() => void>();
let closesAt: number | null | undefined;

function current(): number | null {
  if (closesAt === undefined) {
    try {
      const raw = localStorage.getItem(KEY);
      closesAt = raw ? Number(raw) || null : null;
    } catch {
      closesAt = null;
    }
  }
  return closesAt;
}

export function rememberPollPhase(poll: { closesAt: string; closed: boolean }) {
  const at = poll.closed ? Math.min(Date.now(), new Date(poll.closesAt).getTime()) : new Date(poll.closesAt).getTime();
  if (at === current()) return;
  closesAt = at;
  try {
    localStorage.setItem(KEY, String(at));
  } catch {
    // Private mode: for this page only.
  }
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** True once the poll is known to be closed; the prerendered page (no storage) says open. */
export function usePollClosed(): boolean {
  const at = useSyncExternalStore(subscribe, current, () => null);
  return at !== null && at <= Date.now();
}
