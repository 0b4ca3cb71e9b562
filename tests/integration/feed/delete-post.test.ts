import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, posts, reactions } from '../../../db/schema';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

describe('deleting a post', () => {
  it('only the author deletes; the post goes with its reactions and comments', async () => {
    const author = await makeSubscriber(t.deps, 'tier_bronze');
    const fan = await makeMember(t.deps);
    const { id: postId } = await t.caller({ headers: author.headers }).feed.create({ content: 'Vou apagar depois' });
    await t.caller({ headers: fan.headers }).feed.react({ postId, type: 'mind_blown' });
    await t.caller({ headers: fan.headers }).feed.comment({ postId, content: 'Não apaga!' });

    await expect(t.caller({ headers: fan.headers }).feed.delete({ postId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Só quem publicou pode apagar este post.',
    });
    expect(await t.deps.db.select().from(posts).where(eq(posts.id, postId))).toHaveLength(1);

    await expect(t.caller({ headers: author.headers }).feed.delete({ postId })).resolves.toEqual({ deleted: true });
    expect(await t.deps.db.select().from(posts).where(eq(posts.id, postId))).toEqual([]);
    expect(await t.deps.db.select().from(reactions).where(eq(reactions.targetId, postId))).toEqual([]);
    expect(await t.deps.db.select().from(comments).where(eq(comments.postId, postId))).toEqual([]);
    await expect(t.caller({ headers: author.headers }).feed.delete({ postId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('deleting someone else’s post leaves its reactions in place', async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    await t.caller({ headers: fan.headers }).feed.react({ postId, type: 'heart' });
    await expect(t.caller({ headers: fan.headers }).feed.delete({ postId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await t.deps.db.select().from(reactions).where(eq(reactions.targetId, postId))).toHaveLength(1);
  });
});
