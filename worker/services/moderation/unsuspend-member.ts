import { desc, eq, isNotNull } from 'drizzle-orm';
import { profiles, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { SuspendedMember } from '../../contracts/moderation';
import { AppError } from '../../lib/app-error';
import { actionStatements, type ModerationActor } from './internal/action-statements';
import { unhideStatements } from './internal/hide-statements';

/** 'Reativar': the suspension ends now and what it hid is shown again. The member signs in again. */
export async function unsuspendMember(deps: Pick<AppDeps, 'db' | 'clock' | 'random'>, input: { memberId: string; actor: ModerationActor }) {
  const member = await deps.db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, input.memberId)).get();
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  const now = deps.clock.now();
  const [, record] = actionStatements(deps, {
    id: deps.random.id(),
    target: { targetType: 'member', targetId: input.memberId },
    memberId: input.memberId,
    action: 'unsuspend',
    now,
    actor: input.actor,
  });
  await deps.db.batch([
    deps.db.update(users).set({ suspendedAt: null, suspendedUntil: null }).where(eq(users.id, input.memberId)),
    record,
    ...unhideStatements(deps, { userId: input.memberId }),
  ]);
  return { reactivated: true as const };
}

/**
 * The panel's 'Suspensos', newest first: members suspended now, and those whose suspension ran out
 * (they sign in again; what it hid stays hidden until 'Reativar').
 */
export async function listSuspended(deps: Pick<AppDeps, 'db'>): Promise<SuspendedMember[]> {
  const rows = await deps.db
    .select({
      userId: users.id,
      username: profiles.username,
      displayName: profiles.displayName,
      at: users.suspendedAt,
      until: users.suspendedUntil,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(isNotNull(users.suspendedAt))
    .orderBy(desc(users.suspendedAt))
    .limit(100);
  return rows.map((r) => ({
    userId: r.userId,
    username: r.username,
    displayName: r.displayName ?? r.username,
    suspendedAt: (r.at ?? new Date(0)).toISOString(),
    suspendedUntil: r.until?.toISOString() ?? null,
  }));
}
