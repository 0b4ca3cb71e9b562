import type { Db } from '../../adapters/db/port';

/**
 * A short-lived, per-process memo of validated sessions, so a member's burst of calls
 * (a page and its prefetches) reads the sessions table once, not once per call: measured,
 * the primary-key read through drizzle costs a member call more than the call itself
 * (bench/member-session.bench.ts). Bounded in time and size, and per database (a WeakMap on
 * the Db, so test databases never share entries).
 *
 * Revocation: sign-out and a password change evict the entries of this process at once.
 * Another process or Workers isolate may accept a revoked session for at most
 * SESSION_CACHE_MS more (and an e-mail just confirmed there may still read as unconfirmed);
 * expiry itself is checked against the clock on every hit.
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  userId: string;
  email: string;
  emailConfirmedAt: Date | null;
  suspendedAt?: Date | null;
  suspendedUntil?: Date | null;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  /** Clock time after which the entry is read from the database again. */
  freshUntil: number;
}

const caches = new WeakMap<Db, Map<string, CachedSession>>();
/**
 * Bumped by every eviction. A read that started before an eviction (an e-mail confirmed, a password
 * changed while the read was in flight) must not put what it read back into the memo afterwards.
 */
const generations = new WeakMap<Db, number>();

/** Taken before reading the database; handed to `cacheSession`, which stores nothing if an eviction came in between. */
export const sessionCacheGeneration = (db: Db) => generations.get(db) ?? 0;
const bump = (db: Db) => generations.set(db, sessionCacheGeneration(db) + 1);

function cacheOf(db: Db) {
  let c = caches.get(db);
  if (!c) {
    c = new Map();
    caches.set(db, c);
  }
  return c;
}

export function readCachedSession(db: Db, sessionId: string, now: number): CachedSession | null {
  const c = cacheOf(db);
  const hit = c.get(sessionId);
  if (!hit) return null;
  if (hit.freshUntil <= now) {
    c.delete(sessionId);
    return null;
  }
  return hit;
}

export function cacheSession(db: Db, sessionId: string, entry: Omit<CachedSession, 'freshUntil'>, now: number, generation: number) {
  if (generation !== sessionCacheGeneration(db)) return;
  const c = cacheOf(db);
  // Oldest first out (Map keeps insertion order).
  if (c.size >= MAX_ENTRIES) c.delete(c.keys().next().value!);
  c.set(sessionId, { ...entry, freshUntil: now + SESSION_CACHE_MS });
}

export function evictSession(db: Db, sessionId: string) {
  bump(db);
  cacheOf(db).delete(sessionId);
}

/** Every cached session of a member but one (after a password change; all of them, `null`, once the e-mail is confirmed). */
export function evictUserSessions(db: Db, userId: string, keepSessionId: string | null) {
  bump(db);
  const c = cacheOf(db);
  for (const [id, s] of c) if (s.userId === userId && id !== keepSessionId) c.delete(id);
}
