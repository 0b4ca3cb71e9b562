import type { Context } from 'hono';
import { sessionFromCookie } from '../services/auth/session-from-cookie';
import type { AppEnv } from './types';

/** The signed-in member of a plain route's request (the session cookie), or null. */
export async function routeMemberId(c: Context<AppEnv>): Promise<string | null> {
  const deps = c.get('deps');
  const origin = deps.config.APP_URL ? new URL(deps.config.APP_URL).origin : new URL(c.req.url).origin;
  return (await sessionFromCookie(deps, { headers: c.req.raw.headers, origin }))?.session?.userId ?? null;
}
