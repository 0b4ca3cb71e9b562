import type { Context } from 'hono';
import { memberCookieName, readCookie } from '../lib/cookies';
import { validateSession } from '../services/auth/validate-session';
import type { AppEnv } from './types';

/** The signed-in member of a plain route's request (the session cookie), or null. */
export async function routeMemberId(c: Context<AppEnv>): Promise<string | null> {
  const deps = c.get('deps');
  const origin = deps.config.APP_URL ? new URL(deps.config.APP_URL).origin : new URL(c.req.url).origin;
  const token = readCookie(c.req.raw.headers, memberCookieName(origin));
  const session = token ? await validateSession(deps, { token }) : null;
  return session?.userId ?? null;
}
