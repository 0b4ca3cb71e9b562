import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { healthProbes } from '../../db/schema';
import { errorCode } from '../lib/error-fields';
import type { AppEnv } from './types';

const NO_STORE = { 'Cache-Control': 'no-store' };

export type NotReadyReason = 'database_unreachable' | 'database_read_only' | 'database_full' | 'database_busy' | 'database_refuses_writes';

/** The SQLite/libSQL code of a failed write, as an operator's reason (the code itself rides along). */
export function notReadyReason(code: string | undefined): NotReadyReason {
  if (code?.startsWith('SQLITE_READONLY')) return 'database_read_only';
  if (code === 'SQLITE_FULL') return 'database_full';
  if (code?.startsWith('SQLITE_BUSY') || code?.startsWith('SQLITE_LOCKED')) return 'database_busy';
  return 'database_refuses_writes';
}

/** Liveness (PATHS.health): the process answers; restart it if not. */
export const livenessRoutes = new Hono<AppEnv>().get('/', (c) => c.json({ ok: true, status: 'live' }, 200, NO_STORE));

/**
 * Readiness (PATHS.healthReady): the database reads and takes a committed write. A database that
 * reads but refuses writes (read-only file or mount, full disk, a blocked Turso database) still
 * serves pages but loses every vote and order, so it is not ready. Its answers are an operator's
 * report (reason and driver code), not a visitor's error.
 */
export const readinessRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const deps = c.get('deps');
  try {
    await deps.db.run(sql`select 1`);
  } catch (e) {
    const code = errorCode(e);
    deps.logger.error('readiness: database unreachable', { name: e instanceof Error ? e.name : 'unknown', code });
    return c.json({ ok: false, status: 'not_ready', reason: 'database_unreachable' satisfies NotReadyReason, code: code ?? null }, 503, NO_STORE);
  }
  try {
    const now = deps.clock.now();
    await deps.db
      .insert(healthProbes)
      .values({ id: 'readiness', checkedAt: now })
      .onConflictDoUpdate({ target: healthProbes.id, set: { checkedAt: now } });
  } catch (e) {
    const code = errorCode(e);
    const reason = notReadyReason(code);
    deps.logger.error('readiness: database refuses writes', { name: e instanceof Error ? e.name : 'unknown', code, reason });
    return c.json({ ok: false, status: 'not_ready', reason, code: code ?? null }, 503, NO_STORE);
  }
  return c.json({ ok: true, status: 'ready' }, 200, NO_STORE);
});
