import { memberCookieName, readCookie, serializeCookie } from '../lib/cookies';
import { SESSION_TOKEN_PATTERN, sessionIdOf } from '../services/auth/session-tokens';
import { sessionFromCookie } from '../services/auth/session-from-cookie';
import type { MemberSession } from '../services/auth/validate-session';
import type { Context } from './context';

/*
 * The member session cookie: httpOnly, SameSite=Lax, and on https Secure with the
 * `__Host-` prefix. Its Max-Age follows the session's sliding expiry.
 */

const secureOrigin = (ctx: Context) => ctx.req.origin.startsWith('https:');

export function setSessionCookie(ctx: Context, session: { token: string; expiresAt: Date }) {
  const maxAgeSeconds = Math.max(0, Math.floor((session.expiresAt.getTime() - ctx.deps.clock.now().getTime()) / 1000));
  ctx.resHeaders.append(
    'set-cookie',
    serializeCookie(memberCookieName(ctx.req.origin), session.token, { maxAgeSeconds, secure: secureOrigin(ctx) }),
  );
}

export function clearSessionCookie(ctx: Context) {
  ctx.resHeaders.append(
    'set-cookie',
    serializeCookie(memberCookieName(ctx.req.origin), '', { maxAgeSeconds: 0, secure: secureOrigin(ctx) }),
  );
}

/**
 * The session the caller's cookie names, by id (a hash of the token, no database read), or null:
 * reads keyed by it can start beside the session's own read. Nothing read this way may be answered
 * or written on before readMemberSession says the session is valid.
 */
export function claimedSessionId(ctx: Context): string | null {
  const token = readCookie(ctx.req.headers, memberCookieName(ctx.req.origin));
  return token && SESSION_TOKEN_PATTERN.test(token) ? sessionIdOf(token) : null;
}

/** Whether the caller sends a member session cookie at all (valid or not). */
export const hasMemberCookie = (ctx: Context) => Boolean(readCookie(ctx.req.headers, memberCookieName(ctx.req.origin)));

/** The caller's valid session, or null. Re-sends the cookie when the expiry slid forward. */
export async function readMemberSession(ctx: Context): Promise<MemberSession | null> {
  const found = await sessionFromCookie(ctx.deps, { headers: ctx.req.headers, origin: ctx.req.origin });
  if (!found) return null;
  const { token, session } = found;
  if (!session) {
    // A dead cookie is dropped so the browser stops sending it.
    clearSessionCookie(ctx);
    return null;
  }
  if (session.renewed) setSessionCookie(ctx, { token, expiresAt: session.expiresAt });
  return session;
}
