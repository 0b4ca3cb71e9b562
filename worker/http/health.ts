import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { healthProbes } from '../../db/schema';
import { errorCode } from '../lib/error-fields';
import type { AppEnv } from './types';

const NO_STORE = { 'Cache-Control': 'no-store' };

export type NotReadyReason = 'database_unreachable' | 'database_read_only' | 'database_full' | 'database_busy' | 'database_refuses_writes';

/** The SQLite/libSQL code of a failed write, as an operator's reason (the code itself rides along). */
export function notReadyReason(code: string | undefined): NotReadyReason {
  if (code?.startsWith('SQLITE_READONLY') || code === 'DATABASE_GATE_CLOSED') return 'database_read_only';
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
 * report (reason and driver code), not a visitor's error. Each write goes through a connection the
 * requests use (the main one and the votes' own), so readiness and the writes cannot disagree.
 */
export const readinessRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const deps = c.get('deps');
  try {
    await deps.db.run(sql`select 1`);
  } catch (e) {
    const code = errorCode(e);
    const reason: NotReadyReason = code === 'DATABASE_GATE_CLOSED' ? 'database_read_only' : 'database_unreachable';
    deps.logger.error('readiness: database unreachable', { name: e instanceof Error ? e.name : 'unknown', code, reason });
    return c.json({ ok: false, status: 'not_ready', reason, code: code ?? null }, 503, NO_STORE);
  }
  try {
    const now = deps.clock.now();
    await deps.db
      .insert(healthProbes)
      .values({ id: 'readiness', checkedAt: now })
      .onConflictDoUpdate({ target: healthProbes.id, set: { checkedAt: now } });
    // Votes commit through a connection of their own on Node: ready only when that one writes too.
    await deps.voteWriter.probe(now);
  } catch (e) {
    const code = errorCode(e);
    const reason = notReadyReason(code);
    deps.logger.error('readiness: database refuses writes', { name: e instanceof Error ? e.name : 'unknown', code, reason });
    return c.json({ ok: false, status: 'not_ready', reason, code: code ?? null }, 503, NO_STORE);
  }
  return c.json({ ok: true, status: 'ready' }, 200, NO_STORE);
});
