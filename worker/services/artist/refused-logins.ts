import { and, count, eq, gt } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { RefusedLogins } from '../../contracts/artist';
import { recordAudit } from './record-audit';

const DAY_MS = 86_400_000;

/**
 * A wrong panel password, in the audit log the artist reads: when, and from which address as a
 * short keyed hash (enough to tell one guesser from many, never the address itself).
 */
export async function recordRefusedLogin(deps: Pick<AppDeps, 'db' | 'clock' | 'random'>, { ipHash }: { ipHash: string }) {
  await recordAudit(deps, { actor: `endereco-${ipHash.slice(0, 8)}`, action: 'login_refused', target: null });
}

/** How many wrong panel passwords the last 24 hours saw, for the dashboard. */
export async function countRefusedLogins(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<RefusedLogins> {
  const since = new Date(deps.clock.now().getTime() - DAY_MS);
  const [row] = await deps.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'login_refused'), gt(auditLog.createdAt, since)));
  return { last24h: row?.n ?? 0 };
}
