import { describe, expect, it } from 'vitest';
import { FEED_COUNTS_EVENT } from '../../../worker/contracts/feed-live';
import { FEED_CHANNEL } from '../../../worker/contracts/moderation';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';
import { realtimeListener } from './listen';

/*
 * Every open feed hears a post's new counts after a reaction or a comment commits: counts and
 * ids only, so an exclusive post's event carries nothing a member below its plan may not see.
 */
const t = useTestDeps({ writeLimits: false });
const listen = realtimeListener(t);
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers, origin: 'http://localhost:3000' });
const counts = (heard: { events: (c: string) => Array<{ name?: string; data?: unknown }> }) =>
  heard
    .events(FEED_CHANNEL)
    .filter((e) => e.name === FEED_COUNTS_EVENT)
    .map((e) => e.data);

describe('live counts on the feed channel', () => {
  it('a reaction, its removal and a comment each publish the post’s counts, after the commit', async () => {
    const author = await makeMember(t.deps);
    const [ana, viewer] = [await makeMember(t.deps), await makeMember(t.deps)];
    const postId = await makePost(t.deps, author.userId, { content: 'Texto do post' });
    const heard = await listen(viewer, [FEED_CHANNEL]);

    await as(ana).feed.react({ postId, type: 'fire' });
    await expect.poll(() => counts(heard).length).toBe(1);
    expect(counts(heard)[0]).toEqual({
      postId,
      authorId: author.userId,
      reactions: { heart: 0, fire: 1, mind_blown: 0 },
      commentsCount: 0,
    });

    await as(ana).feed.comment({ postId, content: 'Que hino!' });
    await expect.poll(() => counts(heard).length).toBe(2);
    expect(counts(heard)[1]).toEqual({
      postId,
      authorId: author.userId,
      reactions: { heart: 0, fire: 1, mind_blown: 0 },
      commentsCount: 1,
    });

    await as(ana).feed.react({ postId, type: 'fire' });
    await expect.poll(() => counts(heard).length).toBe(3);
    expect(counts(heard)[2]).toMatchObject({ reactions: { heart: 0, fire: 0, mind_blown: 0 }, commentsCount: 1 });

    // Its author deleting the comment is news for the card too.
    const [comment] = await as(ana).feed.comments({ postId });
    await as(ana).feed.deleteComment({ commentId: comment!.id });
    await expect.poll(() => counts(heard).length).toBe(4);
    expect(counts(heard)[3]).toMatchObject({ commentsCount: 0 });
  });

  it('a refused reaction or comment publishes nothing', async () => {
    const author = await makeMember(t.deps);
    const viewer = await makeMember(t.deps);
    const heard = await listen(viewer, [FEED_CHANNEL]);
    await expect(as(viewer).feed.react({ postId: 'nao-existe', type: 'heart' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(as(viewer).feed.comment({ postId: 'nao-existe', content: 'Oi' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // A later event proves the earlier ones would have arrived by now.
    const postId = await makePost(t.deps, author.userId);
    await as(viewer).feed.react({ postId, type: 'heart' });
    await expect.poll(() => counts(heard).length).toBe(1);
    expect(counts(heard)[0]).toMatchObject({ postId });
  });

  it('an Ouro-only post’s event reaches a Prata member with counts only: no text, media or who acted', async () => {
    const artist = await makeSubscriber(t.deps, 'tier_bronze', { username: t.deps.config.ARTIST_USERNAME });
    const [ouro, prata] = [await makeSubscriber(t.deps, 'tier_ouro'), await makeSubscriber(t.deps, 'tier_prata')];
    const secret = 'Letra inédita só pra Ouro';
    const { id: postId } = await as(artist).feed.create({ content: secret, visibility: 'ouro', tagIds: [] });
    const heard = await listen(prata, [FEED_CHANNEL]);
    await as(ouro).feed.comment({ postId, content: 'Comentário secreto do Ouro' });
    await expect.poll(() => counts(heard).length).toBe(1);
    const raw = JSON.stringify(heard.raw);
    expect(raw).not.toContain(secret);
    expect(raw).not.toContain('Comentário secreto');
    expect(raw).not.toContain(ouro.userId);
    expect(Object.keys(counts(heard)[0] as object).sort()).toEqual(['authorId', 'commentsCount', 'postId', 'reactions']);
  });
});
