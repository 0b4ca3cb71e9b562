import { describe, expect, it } from 'vitest';
import type { Db } from '../../worker/adapters/db/port';
import {
  cacheSession,
  evictSession,
  evictUserSessions,
  readCachedSession,
  SESSION_CACHE_MS,
  sessionCacheGeneration,
} from '../../worker/services/auth/session-cache';

const entry = (userId: string) => ({
  userId,
  email: `${userId}@x.com`,
  emailConfirmedAt: null,
  expiresAt: new Date(9e12),
  absoluteExpiresAt: new Date(9e12),
});

describe('memo of validated sessions', () => {
  it('answers for SESSION_CACHE_MS, then asks the database again', () => {
    const db = {} as Db;
    cacheSession(db, 's1', entry('u1'), 1000, sessionCacheGeneration(db));
    expect(readCachedSession(db, 's1', 1000 + SESSION_CACHE_MS - 1)?.userId).toBe('u1');
    expect(readCachedSession(db, 's1', 1000 + SESSION_CACHE_MS)).toBeNull();
    expect(readCachedSession(db, 's1', 1000)).toBeNull();
  });

  it('is per database, and revocation evicts one session or all of a member but one', () => {
    const a = {} as Db;
    const b = {} as Db;
    const g = sessionCacheGeneration(a);
    cacheSession(a, 's1', entry('u1'), 0, g);
    cacheSession(a, 's2', entry('u1'), 0, g);
    cacheSession(a, 's3', entry('u2'), 0, g);
    expect(readCachedSession(b, 's1', 0)).toBeNull();
    evictUserSessions(a, 'u1', 's2');
    expect([readCachedSession(a, 's1', 0), readCachedSession(a, 's2', 0)?.userId, readCachedSession(a, 's3', 0)?.userId]).toEqual([
      null,
      'u1',
      'u2',
    ]);
    evictSession(a, 's2');
    expect(readCachedSession(a, 's2', 0)).toBeNull();
  });

  it('a read that began before an eviction does not put what it read back (an e-mail confirmed meanwhile)', () => {
    const db = {} as Db;
    const before = sessionCacheGeneration(db);
    // The e-mail is confirmed (and the member's sessions evicted) while the read is in flight…
    evictUserSessions(db, 'u1', null);
    // …so the unconfirmed row it read is not memoised.
    cacheSession(db, 's1', entry('u1'), 0, before);
    expect(readCachedSession(db, 's1', 0)).toBeNull();
    cacheSession(db, 's1', entry('u1'), 0, sessionCacheGeneration(db));
    expect(readCachedSession(db, 's1', 0)?.userId).toBe('u1');
  });
});
