import type { AppDeps } from '../../adapters/deps';
import { memberCookieName, readCookie } from '../../lib/cookies';
import { validateSession, type MemberSession } from './validate-session';

/**
 * The one read of the member cookie, for procedures, plain routes and the local hub's upgrade: its
 * name follows the site's public origin (`__Host-` on https), then the session it names. Null when no
 * cookie was sent; `session` null when the cookie names no live session.
 */
export async function sessionFromCookie(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  { headers, origin }: { headers: Headers; origin: string },
): Promise<{ token: string; session: MemberSession | null } | null> {
  const token = readCookie(headers, memberCookieName(origin));
  return token ? { token, session: await validateSession(deps, { token }) } : null;
}
