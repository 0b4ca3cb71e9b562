import { and, desc, eq, or } from 'drizzle-orm';
import { blocks, follows, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { BlockedMemberView, BlockInput } from '../../contracts/messages';
import { AppError } from '../../lib/app-error';
import { memberIdByUsername } from '../members/member-id';

/**
 * Blocks a member (idempotent): from now on no new conversation or direct message either way
 * (privacy.ts), neither follows the other any more (in the same batch), and neither
 * sees the other 'Online'.
 */
export async function blockMember(
  deps: Pick<AppDeps, 'db' | 'clock' | 'realtime' | 'defer'>,
  input: BlockInput & { userId: string },
): Promise<{ ok: true }> {
  const { userId } = input;
  const target = await memberIdByUsername(deps, input.username);
  if (target === userId) throw new AppError('BLOCK_SELF');
  await deps.db.batch([
    deps.db.insert(blocks).values({ blockerId: userId, blockedId: target, createdAt: deps.clock.now() }).onConflictDoNothing(),
    deps.db
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, userId), eq(follows.followeeId, target)),
          and(eq(follows.followerId, target), eq(follows.followeeId, userId)),
        ),
      ),
  ]);
  // Their open connections end; the next grant leaves the chat between the two out (realtime-grant.ts),
  // so the blocked member stops seeing the blocker 'Online' at once.
  deps.defer(() => deps.realtime.revoke(target));
  return { ok: true };
}

/** Lifts the member's own block (idempotent). A block the other member made stays theirs to lift. */
export async function unblockMember(deps: Pick<AppDeps, 'db'>, input: BlockInput & { userId: string }): Promise<{ ok: true }> {
  const { userId } = input;
  const target = await memberIdByUsername(deps, input.username);
  await deps.db.delete(blocks).where(and(eq(blocks.blockerId, userId), eq(blocks.blockedId, target)));
  return { ok: true };
}

/** Who the member blocked, newest first (only their own blocks: who blocked them is never shown). */
export async function listBlocked(deps: Pick<AppDeps, 'db'>, { userId }: { userId: string }): Promise<BlockedMemberView[]> {
  const rows = await deps.db
    .select({
      userId: blocks.blockedId,
      username: profiles.username,
      displayName: profiles.displayName,
      blockedAt: blocks.createdAt,
    })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.userId, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(desc(blocks.createdAt))
    .limit(500);
  return rows.map((r) => ({
    userId: r.userId,
    username: r.username,
    displayName: r.displayName ?? r.username,
    blockedAt: r.blockedAt.getTime(),
  }));
}
