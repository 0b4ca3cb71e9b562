import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { actionStatements } from './internal/action-statements';
import { unhideStatements } from './internal/hide-statements';

/** Suspensions ended per run: the job runs hourly, so a backlog clears over a few runs. */
const PER_RUN = 100;

/**
 * Part of the scheduled job: a 7- or 30-day suspension that ran out ends as 'Reativar' would end
 * it — the account is no longer marked, what the suspension hid is shown again, and the item's
 * history says the system did it. (Signing in works as soon as the end passes, job or not.)
 */
export async function endSuspensions(deps: Pick<AppDeps, 'db' | 'clock' | 'random'>): Promise<{ ended: number }> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.suspendedAt), isNotNull(users.suspendedUntil), lte(users.suspendedUntil, now)))
    .limit(PER_RUN);
  for (const { id } of due) {
    const [, record] = actionStatements(deps, {
      id: deps.random.id(),
      target: { targetType: 'member', targetId: id },
      memberId: id,
      action: 'unsuspend',
      now,
      actor: { kind: 'sistema' },
    });
    await deps.db.batch([
      deps.db
        .update(users)
        .set({ suspendedAt: null, suspendedUntil: null })
        .where(and(eq(users.id, id), lte(users.suspendedUntil, now))),
      record,
      ...unhideStatements(deps, { userId: id }),
    ]);
  }
  return { ended: due.length };
}
