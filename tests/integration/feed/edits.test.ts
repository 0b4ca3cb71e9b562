import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, posts } from '../../../db/schema';
import { EDIT_WINDOW_MS } from '../../../worker/contracts/edits';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const MINUTE = 60_000;
const api = (m: { headers: Headers }) => t.caller({ headers: m.headers }).feed;

describe('feed.editPost', () => {
  it('the author edits within 24 h: the text changes and the post is marked edited', async () => {
    const author = await makeSubscriber(t.deps, 'tier_bronze');
    const { id: postId } = await api(author).create({ content: 'Show sabado' });
    t.clock.advance(EDIT_WINDOW_MS - MINUTE);
    const edited = await api(author).editPost({ postId, content: '  Show sábado\u202E!  ' });
    expect(edited).toEqual({ id: postId, content: 'Show sábado!', editedAt: t.clock.now().toISOString() });
    const card = await api(author).post({ postId });
    expect(card).toMatchObject({ content: 'Show sábado!', editedAt: t.clock.now().toISOString() });
  });

  it('after 24 h by the server clock: refused in Portuguese, the text unchanged', async () => {
    const author = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId, { content: 'Antes' });
    t.clock.advance(EDIT_WINDOW_MS);
    await expect(api(author).editPost({ postId, content: 'Depois' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Só dá para editar nas primeiras 24 horas depois de publicar.',
    });
    const [row] = await t.deps.db.select().from(posts).where(eq(posts.id, postId));
    expect(row).toMatchObject({ content: 'Antes', editedAt: null });
  });

  it('another member cannot edit; a removed post cannot be edited; empty text is refused with the creation message', async () => {
    const author = await makeMember(t.deps);
    const other = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId, { content: 'Meu post' });
    await expect(api(other).editPost({ postId, content: 'Sequestrado' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Só quem publicou pode editar este post.',
    });
    await expect(api(author).editPost({ postId, content: '   ' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Post vazio' });
    await expect(api(author).editPost({ postId, content: 'x'.repeat(5001) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await t.deps.db.update(posts).set({ removedAt: t.clock.now() }).where(eq(posts.id, postId));
    await expect(api(author).editPost({ postId, content: 'Voltei' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [row] = await t.deps.db.select().from(posts).where(eq(posts.id, postId));
    expect(row!.content).toBe('Meu post');
  });

  it('a visitor without a session is refused', async () => {
    const author = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    await expect(t.caller({}).feed.editPost({ postId, content: 'Oi' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('feed.editComment and feed.deleteComment', () => {
  async function commented() {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    const c = await api(fan).comment({ postId, content: 'Primeiro!' });
    return { author, fan, postId, commentId: c.id };
  }

  it('the author edits a comment within 24 h; after it, refused', async () => {
    const { fan, postId, commentId } = await commented();
    t.clock.advance(10 * MINUTE);
    await api(fan).editComment({ commentId, content: 'Primeira!' });
    const [listed] = await api(fan).comments({ postId });
    expect(listed).toMatchObject({ content: 'Primeira!', editedAt: t.clock.now().toISOString() });
    t.clock.advance(EDIT_WINDOW_MS);
    await expect(api(fan).editComment({ commentId, content: 'De novo' })).rejects.toMatchObject({
      message: 'Só dá para editar nas primeiras 24 horas depois de publicar.',
    });
  });

  it('nobody else edits or deletes it, not even the post’s author', async () => {
    const { author, postId, commentId } = await commented();
    const stranger = await makeMember(t.deps);
    for (const m of [author, stranger]) {
      await expect(api(m).editComment({ commentId, content: 'Mudei' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Só quem escreveu pode editar ou apagar este comentário.',
      });
      await expect(api(m).deleteComment({ commentId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await t.deps.db.select().from(comments).where(eq(comments.postId, postId))).toHaveLength(1);
  });

  it('the author deletes their comment: it goes, and the post counts one fewer', async () => {
    const { fan, postId, commentId } = await commented();
    t.clock.advance(3 * EDIT_WINDOW_MS);
    await expect(api(fan).deleteComment({ commentId })).resolves.toEqual({ deleted: true });
    expect(await api(fan).comments({ postId })).toEqual([]);
    const [row] = await t.deps.db.select({ n: posts.commentsCount }).from(posts).where(eq(posts.id, postId));
    expect(row!.n).toBe(0);
    await expect(api(fan).deleteComment({ commentId })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Comentário não encontrado' });
  });

  it('a comment a moderator removed can be neither edited nor deleted by its author', async () => {
    const { fan, commentId } = await commented();
    await t.deps.db.update(comments).set({ removedAt: t.clock.now() }).where(eq(comments.id, commentId));
    await expect(api(fan).editComment({ commentId, content: 'Volta' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api(fan).deleteComment({ commentId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.deps.db.select().from(comments).where(eq(comments.id, commentId))).toHaveLength(1);
  });
});
