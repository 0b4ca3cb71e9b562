/*
 * Session-ended events, kept free of react-query and tRPC so any route can listen. When a
 * session ends (a 401 from any procedure, or a sign-out in another tab), listeners are
 * told, and the member layout sends protected pages to /auth.
 */

const listeners = new Set<() => void>();
const CHANNEL = 'mito-auth';
let channel: BroadcastChannel | undefined;

function tabs(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  if (!channel) {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => notify();
  }
  return channel;
}

function notify() {
  for (const l of listeners) l();
}

/** The server said "Login necessário": the session is gone. */
export function sessionEnded() {
  notify();
}

/** This tab signed out (and navigates itself): the site's other tabs hear it and leave member pages. */
export function announceSignOut() {
  tabs()?.postMessage('signed-out');
}

export function onSessionEnded(listener: () => void): () => void {
  tabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
