import type { RouterContext } from '../../lib/router-context';

/**
 * The routes' beforeLoad guards (session-guards.ts), fetched when a guarded route is first
 * opened: they only run after the data layer has loaded anyway, and the public pages' entry
 * chunk has no room to spare.
 */
const guards = () => import('./session-guards');

export const requireMember = (context: RouterContext, returnTo?: string) => guards().then((g) => g.requireMember(context, returnTo));
export const requireArtist = (context: RouterContext) => guards().then((g) => g.requireArtist(context));
export const redirectSignedIn = (context: RouterContext, returnTo?: string) => guards().then((g) => g.redirectSignedIn(context, returnTo));
