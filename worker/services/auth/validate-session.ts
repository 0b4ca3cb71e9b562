import { eq } from 'drizzle-orm';
import { sessions, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { isSuspended } from './suspension';
import { cacheSession, evictSession, readCachedSession, sessionCacheGeneration } from './session-cache';
import { SESSION_IDLE_MS, SESSION_RENEW_BELOW_MS, SESSION_TOKEN_PATTERN, sessionIdOf } from './session-tokens';

export interface MemberSession {
  sessionId: string;
  userId: string;
  email: string;
  /** Whether the member opened the confirmation link (posting, messaging and a trial wait for it). */
  emailConfirmed: boolean;
  expiresAt: Date;
  /** True when this call slid the expiry forward: the cookie must be sent again with the new lifetime. */
  renewed: boolean;
}

/**
 * Lucia-style validation: one primary-key read (joined with the user's e-mail), memoised for
 * a few seconds (session-cache.ts). It writes only to delete an expired row, or to slide the
 * expiry when less than half of the idle window is left, never past the absolute lifetime.
 */
export async function validateSession(deps: Pick<AppDeps, 'db' | 'clock'>, { token }: { token: string }): Promise<MemberSession | null> {
  if (!SESSION_TOKEN_PATTERN.test(token)) return null;
  const id = sessionIdOf(token);
  const now = deps.clock.now().getTime();
  const cached = readCachedSession(deps.db, id, now);
  const generation = sessionCacheGeneration(deps.db);
  const row =
    cached ??
    (
      await deps.db
        .select({
          userId: sessions.userId,
          expiresAt: sessions.expiresAt,
          absoluteExpiresAt: sessions.absoluteExpiresAt,
          email: users.email,
          emailConfirmedAt: users.emailConfirmedAt,
          suspendedAt: users.suspendedAt,
          suspendedUntil: users.suspendedUntil,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id))
        .limit(1)
    )[0];
  if (!row) return null;
  // A suspension ends every session when it starts; this holds any other (made meanwhile, or memoised elsewhere) shut.
  if (isSuspended(row, now)) return null;
  if (row.expiresAt.getTime() <= now || row.absoluteExpiresAt.getTime() <= now) {
    evictSession(deps.db, id);
    await deps.db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const session = {
    sessionId: id,
    userId: row.userId,
    email: row.email,
    emailConfirmed: row.emailConfirmedAt !== null,
    expiresAt: row.expiresAt,
    renewed: false,
  };
  if (row.expiresAt.getTime() - now < SESSION_RENEW_BELOW_MS) {
    const next = new Date(Math.min(now + SESSION_IDLE_MS, row.absoluteExpiresAt.getTime()));
    if (next.getTime() > row.expiresAt.getTime()) {
      await deps.db.update(sessions).set({ expiresAt: next }).where(eq(sessions.id, id));
      if (cached) cached.expiresAt = next;
      else cacheSession(deps.db, id, { ...row, expiresAt: next }, now, generation);
      return { ...session, expiresAt: next, renewed: true };
    }
  }
  // Only what was read now: a hit keeps its own deadline, so the memo is never older than SESSION_CACHE_MS.
  if (!cached) cacheSession(deps.db, id, row, now, generation);
  return session;
}
