import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../../db/schema';
import { makePost } from '../../factories/feed';
import { makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps({ writeLimits: false });

describe("feed.share — 'Compartilhar' counts members, not presses", () => {
  it('one per member per post, counted on the server, and the feed shows the count', async () => {
    const author = await makeMember(t.deps);
    const [ana, bia] = [await makeMember(t.deps), await makeMember(t.deps)];
    const postId = await makePost(t.deps, author.userId, { content: 'Partiu baile!' });

    expect(await t.caller({ headers: ana.headers }).feed.share({ postId })).toEqual({ sharesCount: 1 });
    expect(await t.caller({ headers: ana.headers }).feed.share({ postId })).toEqual({ sharesCount: 1 });
    expect(await t.caller({ headers: bia.headers }).feed.share({ postId })).toEqual({ sharesCount: 2 });
    // The author sharing their own post counts like anyone's.
    expect(await t.caller({ headers: author.headers }).feed.share({ postId })).toEqual({ sharesCount: 3 });

    const card = await t.caller({ headers: bia.headers }).feed.post({ postId });
    expect(card.sharesCount).toBe(3);
  });

  it('a removed post, an unknown one: "Post não encontrado", and nothing is counted', async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    await t.deps.db.update(posts).set({ removedAt: t.clock.now() }).where(eq(posts.id, postId));
    await expect(t.caller({ headers: fan.headers }).feed.share({ postId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Post não encontrado',
    });
    await expect(t.caller({ headers: fan.headers }).feed.share({ postId: 'post_nao_existe' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.caller({ headers: fan.headers }).feed.share({ postId: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const [row] = await t.deps.db.select({ n: posts.sharesCount }).from(posts).where(eq(posts.id, postId));
    expect(row?.n).toBe(0);
  });

  it('refuses a caller without a session, and counts nothing', async () => {
    const author = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    await expect(t.caller().feed.share({ postId })).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Login necessário' });
    const [row] = await t.deps.db.select({ n: posts.sharesCount }).from(posts).where(eq(posts.id, postId));
    expect(row?.n).toBe(0);
  });
});
