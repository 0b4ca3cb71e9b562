import { describe, expect, it } from 'vitest';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

describe('feed.post — the post a notification opens (/feed?post=…)', () => {
  it('shows the post as the feed does, with the viewer’s own reaction, and it is the one the notification points at', async () => {
    const author = await makeSubscriber(t.deps, 'tier_bronze');
    const fan = await makeMember(t.deps);
    const { id: postId } = await t.caller({ headers: author.headers }).feed.create({ content: 'Ensaio hoje às 20h' });
    await t.caller({ headers: author.headers }).feed.create({ content: 'Outro post, mais novo' });
    await t.caller({ headers: fan.headers }).feed.react({ postId, type: 'fire' });
    await t.caller({ headers: fan.headers }).feed.comment({ postId, content: 'Tô dentro!' });

    const [note] = await t.caller({ headers: author.headers }).notifications.list();
    expect(note?.postId).toBe(postId);

    const seenByFan = await t.caller({ headers: fan.headers }).feed.post({ postId });
    expect(seenByFan).toMatchObject({ id: postId, content: 'Ensaio hoje às 20h', myReaction: 'fire', isMine: false, commentsCount: 1 });
    expect(seenByFan.reactions).toEqual({ heart: 0, fire: 1, mind_blown: 0 });
    const seenByAuthor = await t.caller({ headers: author.headers }).feed.post({ postId });
    expect(seenByAuthor).toMatchObject({ id: postId, myReaction: null, isMine: true });
    // The same card the list shows.
    const { items } = await t.caller({ headers: author.headers }).feed.list({ tab: 'recentes' });
    expect(items.find((p) => p.id === postId)).toEqual(seenByAuthor);
  });

  it('a deleted or unknown post: NOT_FOUND "Post não encontrado"; an id that is not one: BAD_REQUEST, never a 500', async () => {
    const author = await makeSubscriber(t.deps, 'tier_bronze');
    const { id: postId } = await t.caller({ headers: author.headers }).feed.create({ content: 'Vou apagar' });
    await t.caller({ headers: author.headers }).feed.delete({ postId });
    await expect(t.caller({ headers: author.headers }).feed.post({ postId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Post não encontrado',
    });
    await expect(t.caller({ headers: author.headers }).feed.post({ postId: 'post_nao_existe' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller({ headers: author.headers }).feed.post({ postId: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(t.caller({ headers: author.headers }).feed.post({ postId: 'x'.repeat(101) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
