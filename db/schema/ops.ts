import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns';

/**
 * One row per probe, rewritten by `GET /health/ready`: readiness is a real committed
 * write, so a read-only or full database (SQLITE_READONLY, SQLITE_FULL) shows there
 * before fans meet it.
 */
export const healthProbes = sqliteTable('health_probes', {
  id: text('id').primaryKey(),
  checkedAt: timestamp('checked_at').notNull(),
});
