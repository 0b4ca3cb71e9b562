import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { moderationActions, posts } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { AppError } from '../../lib/app-error';
import { shownPosts } from './hydrate-posts';
import { PINNED_MAX } from './internal/pinned-posts';
import { isArtistAccount } from './visibility';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'random'>;

/** Only the artist's own member account pins: refused for anyone else before anything is read. */
async function requireArtist(deps: Deps, userId: string): Promise<void> {
  if (!(await isArtistAccount(deps, { who: userId }))) throw new AppError('PIN_NOT_ARTIST');
}

/** A removed post, or one hidden with its suspended author, cannot be pinned: it is not found. */
async function postAuthor(deps: Deps, postId: string): Promise<{ userId: string; pinned: boolean }> {
  const row = await deps.db
    .select({ userId: posts.userId, pinnedAt: posts.pinnedAt })
    .from(posts)
    .where(and(eq(posts.id, postId), shownPosts))
    .get();
  if (!row) throw new AppError('POST_NOT_FOUND');
  return { userId: row.userId, pinned: row.pinnedAt !== null };
}

const action = (deps: Deps, input: { postId: string; memberId: string; actor: string; action: 'pin' | 'unpin' }) =>
  deps.db.insert(moderationActions).values({
    id: deps.random.id(),
    targetType: 'post',
    targetId: input.postId,
    memberId: input.memberId,
    action: input.action,
    actor: input.actor,
    createdAt: deps.clock.now(),
  });

/**
 * 'Fixar no topo': the post goes first on the first page of 'Recentes'. Pinning a pinned post
 * changes nothing. The limit is held by the UPDATE itself (it only sets pinned_at while fewer than
 * PINNED_MAX posts have one, counted through posts_pinned_idx), so two pins at once cannot make a 4th.
 */
export async function pinPost(deps: Deps, { userId, postId }: { userId: string; postId: string }): Promise<{ pinned: true }> {
  await requireArtist(deps, userId);
  const post = await postAuthor(deps, postId);
  if (post.pinned) return { pinned: true };
  // A removed or hidden post keeps its pinned_at but holds no place at the top.
  const pinnedCount = deps.db
    .select({ n: count() })
    .from(posts)
    .where(and(isNotNull(posts.pinnedAt), shownPosts));
  const changed = await deps.db
    .update(posts)
    .set({ pinnedAt: deps.clock.now() })
    .where(and(eq(posts.id, postId), isNull(posts.pinnedAt), sql`(${pinnedCount}) < ${PINNED_MAX}`))
    .returning({ id: posts.id });
  if (changed.length === 0) {
    // Either a 4th pin, or the same post pinned by a call that ran just before this one.
    if ((await postAuthor(deps, postId)).pinned) return { pinned: true };
    throw new AppError('PIN_LIMIT');
  }
  await action(deps, { postId, memberId: post.userId, actor: userId, action: 'pin' });
  return { pinned: true };
}

/** 'Desafixar': the post goes back to its place by date. Unpinning a post that is not pinned changes nothing. */
export async function unpinPost(deps: Deps, { userId, postId }: { userId: string; postId: string }): Promise<{ pinned: false }> {
  await requireArtist(deps, userId);
  const post = await postAuthor(deps, postId);
  const changed = await deps.db
    .update(posts)
    .set({ pinnedAt: null })
    .where(and(eq(posts.id, postId), isNotNull(posts.pinnedAt)))
    .returning({ id: posts.id });
  if (changed.length > 0) await action(deps, { postId, memberId: post.userId, actor: userId, action: 'unpin' });
  return { pinned: false };
}
