import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, notifications, posts, reactions } from '../../../db/schema';
import { trendingScore } from '../../../db/schema/trending-score';
import { REACTION_TYPES } from '../../../worker/contracts/feed';
import { makePost } from '../../factories/feed';
import { makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

const noticesFor = (userId: string) => t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

async function countsMatchRows(postId: string) {
  const [post] = await t.deps.db.select().from(posts).where(eq(posts.id, postId));
  const rows = await t.deps.db
    .select({ type: reactions.reactionType })
    .from(reactions)
    .where(and(eq(reactions.targetType, 'post'), eq(reactions.targetId, postId)));
  const byType = (type: string) => rows.filter((r) => r.type === type).length;
  expect({ heart: post!.likesCount, fire: post!.fireCount, mind_blown: post!.mindBlownCount }).toEqual({
    heart: byType('heart'),
    fire: byType('fire'),
    mind_blown: byType('mind_blown'),
  });
  // Em Alta's stored score follows the counts (db/schema/trending-score.ts).
  const engagement = rows.length + 2 * post!.commentsCount + 3 * post!.sharesCount;
  expect(post!.trendingScore).toBeCloseTo(trendingScore(engagement, post!.createdAt.getTime()), 9);
  return rows.length;
}

describe('feed.react', () => {
  it('the same reaction again removes it; another one replaces it', async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    const api = t.caller({ headers: fan.headers }).feed;
    expect(await api.react({ postId, type: 'heart' })).toEqual({ reactions: { heart: 1, fire: 0, mind_blown: 0 }, myReaction: 'heart' });
    expect(await api.react({ postId, type: 'fire' })).toEqual({ reactions: { heart: 0, fire: 1, mind_blown: 0 }, myReaction: 'fire' });
    expect(await api.react({ postId, type: 'fire' })).toEqual({ reactions: { heart: 0, fire: 0, mind_blown: 0 }, myReaction: null });
    expect(await countsMatchRows(postId)).toBe(0);
  });

  it('50 members toggling at once: the counts never drift from the rows', async () => {
    const author = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    const fans = await Promise.all(Array.from({ length: 50 }, () => makeMember(t.deps)));
    // Each fan presses 1–3 times at once with their own pattern: add, replace, remove.
    const presses = fans.flatMap((fan, i) =>
      Array.from(
        { length: 1 + (i % 3) },
        (_, k) => () => t.caller({ headers: fan.headers }).feed.react({ postId, type: REACTION_TYPES[(i + k) % 3]! }),
      ),
    );
    const results = await Promise.allSettled(presses.map((press) => press()));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const total = await countsMatchRows(postId);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(50);
    // And once more, in a second wave over the same rows.
    await Promise.all(fans.map((fan) => t.caller({ headers: fan.headers }).feed.react({ postId, type: 'heart' })));
    await countsMatchRows(postId);
  });

  it('notifies the author of a reaction on their post, never of their own, never of a removal', async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps, { username: `fa${Date.now() % 1e6}` });
    const postId = await makePost(t.deps, author.userId);
    await t.caller({ headers: author.headers }).feed.react({ postId, type: 'heart' });
    expect(await noticesFor(author.userId)).toEqual([]);
    await t.caller({ headers: fan.headers }).feed.react({ postId, type: 'fire' });
    await t.caller({ headers: fan.headers }).feed.react({ postId, type: 'fire' });
    const notes = await noticesFor(author.userId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ fromUserId: fan.userId, type: 'like', message: `${fan.username} reagiu ao seu post`, isRead: false });
  });

  it('an unknown post is "Post não encontrado" and leaves no reaction row', async () => {
    const fan = await makeMember(t.deps);
    await expect(t.caller({ headers: fan.headers }).feed.react({ postId: 'post_nao_existe', type: 'heart' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Post não encontrado',
    });
    expect((await t.deps.db.select({ n: count() }).from(reactions).where(eq(reactions.targetId, 'post_nao_existe')))[0]!.n).toBe(0);
  });

  it('a hidden or removed post is "Post não encontrado" and nothing moves: the reaction stays, and so do the counts', async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    for (const gone of [{ hiddenAt: t.clock.now() }, { removedAt: t.clock.now() }]) {
      const postId = await makePost(t.deps, author.userId);
      await t.caller({ headers: fan.headers }).feed.react({ postId, type: 'heart' });
      await t.deps.db.update(posts).set(gone).where(eq(posts.id, postId));
      for (const type of ['heart', 'fire'] as const) {
        await expect(t.caller({ headers: fan.headers }).feed.react({ postId, type })).rejects.toMatchObject({
          code: 'NOT_FOUND',
          message: 'Post não encontrado',
        });
      }
      expect(await t.deps.db.select({ type: reactions.reactionType }).from(reactions).where(eq(reactions.targetId, postId))).toEqual([
        { type: 'heart' },
      ]);
      expect(await countsMatchRows(postId)).toBe(1);
    }
  });
});

describe('feed.comment', () => {
  it('trims, counts on the post, lists oldest first with the author, and notifies the author', async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    const api = t.caller({ headers: fan.headers }).feed;
    await api.comment({ postId, content: '  Que hino!  ' });
    t.clock.advance(1000);
    await t.caller({ headers: author.headers }).feed.comment({ postId, content: 'Valeu!' });
    const list = await api.comments({ postId });
    expect(list.map((c) => [c.content, c.author.userId])).toEqual([
      ['Que hino!', fan.userId],
      ['Valeu!', author.userId],
    ]);
    expect((await t.deps.db.select().from(posts).where(eq(posts.id, postId)))[0]!.commentsCount).toBe(2);
    const notes = await noticesFor(author.userId);
    expect(notes.map((n) => [n.type, n.fromUserId])).toEqual([['comment', fan.userId]]);
    expect(await noticesFor(fan.userId)).toEqual([]);
  });

  it('refuses a blank comment with a Portuguese message and writes nothing', async () => {
    const author = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    await expect(t.caller({ headers: author.headers }).feed.comment({ postId, content: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await t.deps.db.select().from(comments).where(eq(comments.postId, postId))).toEqual([]);
  });

  it('many comments at once keep comments_count equal to the rows', async () => {
    const author = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    const fans = await Promise.all(Array.from({ length: 20 }, () => makeMember(t.deps)));
    await Promise.all(fans.map((fan, i) => t.caller({ headers: fan.headers }).feed.comment({ postId, content: `Comentário ${i}` })));
    const [post] = await t.deps.db.select().from(posts).where(eq(posts.id, postId));
    expect(post!.commentsCount).toBe(20);
    // Grouped (services/notifications/notify-post-author.ts): one row counting the 20 people.
    const notes = await noticesFor(author.userId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ actorCount: 20, message: expect.stringMatching(/ e mais 19 pessoas comentaram no seu post$/) });
  });
});
