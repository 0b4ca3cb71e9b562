import { and, eq, like, sql } from 'drizzle-orm';
import { auditLog } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { auditSearchTarget, CLEAR_SEARCH_PREFIX } from '../../artist/audit-search-target';

/**
 * Audit rows written before searches were hashed hold the artist's search in clear
 * (`busca: "…"`, often CPF digits or an e-mail). One chunk: up to `limit` of them get the
 * keyed hash instead, in one batch. Returns how many were rewritten.
 */
export async function rewriteAuditSearches(deps: Pick<AppDeps, 'db' | 'keys'>, _now: number, limit: number): Promise<number> {
  const rows = await deps.db
    .select({ id: auditLog.id, target: auditLog.target })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'export_csv'), like(auditLog.target, `${CLEAR_SEARCH_PREFIX}%`)))
    .limit(limit);
  if (rows.length === 0) return 0;
  // The hashes first: a drizzle statement is a thenable, so it must not pass through Promise.all (that would run it).
  const targets = await Promise.all(
    rows.map((r) => auditSearchTarget(deps, r.target!.slice(CLEAR_SEARCH_PREFIX.length).replace(/"$/, ''))),
  );
  const [first, ...rest] = rows.map((r, i) => deps.db.run(sql`UPDATE ${auditLog} SET target = ${targets[i]!} WHERE id = ${r.id}`));
  await deps.db.batch([first!, ...rest]);
  return rows.length;
}
