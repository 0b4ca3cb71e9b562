/*
 * Set once a new version's service worker has taken over this tab (web/main.tsx). From then on the
 * old version's lazy files may be gone from the server, so code that would fetch one on its own
 * (a landing island woken by a tap) waits instead: the next page change is a full load of the new version.
 */
let stale = false;

export function markStaleVersion() {
  stale = true;
}

export const isStaleVersion = () => stale;

/** Never settles: for a load that must not start once this tab runs an old version. */
export const untilReloaded = () => new Promise<never>(() => {});
