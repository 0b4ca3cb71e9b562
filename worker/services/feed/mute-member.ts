import { and, desc, eq } from 'drizzle-orm';
import { mutes, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { MutedMemberView, MuteInput } from '../../contracts/feed-controls';
import { AppError } from '../../lib/app-error';
import { memberIdByUsername } from '../members/member-id';

/** 'Silenciar' (idempotent): the member's posts and comments leave the muter's feed. The muted member is not told. */
export async function muteMember(deps: Pick<AppDeps, 'db' | 'clock'>, input: MuteInput & { userId: string }): Promise<{ ok: true }> {
  const target = await memberIdByUsername(deps, input.username);
  if (target === input.userId) throw new AppError('MUTE_SELF');
  await deps.db.insert(mutes).values({ muterId: input.userId, mutedId: target, createdAt: deps.clock.now() }).onConflictDoNothing();
  return { ok: true };
}

/** 'Deixar de silenciar' (idempotent). */
export async function unmuteMember(deps: Pick<AppDeps, 'db'>, input: MuteInput & { userId: string }): Promise<{ ok: true }> {
  const target = await memberIdByUsername(deps, input.username);
  await deps.db.delete(mutes).where(and(eq(mutes.muterId, input.userId), eq(mutes.mutedId, target)));
  return { ok: true };
}

/** Who the member muted, newest first (only their own mutes). */
export async function listMuted(deps: Pick<AppDeps, 'db'>, { userId }: { userId: string }): Promise<MutedMemberView[]> {
  const rows = await deps.db
    .select({ userId: mutes.mutedId, username: profiles.username, displayName: profiles.displayName, mutedAt: mutes.createdAt })
    .from(mutes)
    .innerJoin(profiles, eq(profiles.userId, mutes.mutedId))
    .where(eq(mutes.muterId, userId))
    .orderBy(desc(mutes.createdAt))
    .limit(500);
  return rows.map((r) => ({
    userId: r.userId,
    username: r.username,
    displayName: r.displayName ?? r.username,
    mutedAt: r.mutedAt.getTime(),
  }));
}
