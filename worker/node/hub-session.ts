import type { AppDeps } from '../adapters/deps';
import { sessionFromCookie } from '../services/auth/session-from-cookie';

/**
 * The local hub's upgrade check of the session cookie (the same cookie and validation as every
 * member procedure): a hub token is only taken from the browser of the member it was issued to.
 * The cookie's name depends on the public origin (`__Host-` on https).
 */
export function hubSessionUserId(deps: Pick<AppDeps, 'db' | 'clock'>, publicOrigin: () => string | undefined) {
  return async (cookieHeader: string | undefined): Promise<string | null> => {
    const origin = publicOrigin();
    if (!cookieHeader || !origin) return null;
    return (await sessionFromCookie(deps, { headers: new Headers({ cookie: cookieHeader }), origin }))?.session?.userId ?? null;
  };
}
