import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, reports } from '../../../db/schema';
import { reportInput } from '../../../worker/contracts/moderation';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers });

async function conversation() {
  const a = await makeSubscriber(t.deps, 'tier_bronze');
  const b = await makeMember(t.deps);
  const { id } = await as(a).messages.start({ usernames: [b.username] });
  const message = await as(a).messages.send({ conversationId: id, content: 'Compra meu curso de pirâmide' });
  return { a, b, conversationId: id, messageId: message.id };
}

describe('Denunciar', () => {
  it('a post: one report per member and item; a second is refused in Portuguese', async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    await expect(as(fan).moderation.report({ targetType: 'post', targetId: postId, reason: 'spam' })).resolves.toEqual({ reported: true });
    await expect(as(fan).moderation.report({ targetType: 'post', targetId: postId, reason: 'scam' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Você já denunciou este conteúdo.',
    });
    const rows = await t.deps.db.select().from(reports).where(eq(reports.targetId, postId));
    expect(rows).toMatchObject([
      { reporterId: fan.userId, targetType: 'post', targetAuthorId: author.userId, reason: 'spam', details: null, resolvedAt: null },
    ]);
  });

  it("'Outro' needs the member's words (bidi controls stripped, at most 500 characters)", async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    await expect(as(fan).moderation.report({ targetType: 'post', targetId: postId, reason: 'other' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(reportInput.safeParse({ targetType: 'post', targetId: postId, reason: 'other', details: '   ' }).error?.issues[0]?.message).toBe(
      'Conte o que aconteceu para denunciar como Outro.',
    );
    await expect(
      as(fan).moderation.report({ targetType: 'post', targetId: postId, reason: 'other', details: 'x'.repeat(501) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await as(fan).moderation.report({
      targetType: 'post',
      targetId: postId,
      reason: 'other',
      details: 'Usa \u202Emeu nome\u202C para enganar',
    });
    const [row] = await t.deps.db.select().from(reports).where(eq(reports.targetId, postId));
    expect(row?.details).toBe('Usa meu nome para enganar');
  });

  it('a comment and a member from a post card; not oneself', async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    const comment = await as(author).feed.comment({ postId, content: 'Vem no privado' });
    await as(fan).moderation.report({ targetType: 'comment', targetId: comment.id, reason: 'harassment' });
    await as(fan).moderation.report({ targetType: 'member', targetId: author.userId, reason: 'harassment' });
    await expect(as(author).moderation.report({ targetType: 'post', targetId: postId, reason: 'spam' })).rejects.toMatchObject({
      message: 'Você não pode denunciar algo seu.',
    });
    expect(await t.deps.db.select({ t: reports.targetType }).from(reports).where(eq(reports.targetAuthorId, author.userId))).toHaveLength(
      2,
    );
  });

  it('a message only by a member of its conversation; to anyone else it is not found', async () => {
    const { b, messageId } = await conversation();
    const outsider = await makeMember(t.deps);
    await expect(as(outsider).moderation.report({ targetType: 'message', targetId: messageId, reason: 'scam' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Não encontramos este conteúdo. Ele pode ter sido apagado.',
    });
    await expect(as(b).moderation.report({ targetType: 'message', targetId: messageId, reason: 'scam' })).resolves.toEqual({
      reported: true,
    });
  });

  it('what is gone cannot be reported: a removed comment, a missing post', async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    const comment = await as(author).feed.comment({ postId, content: 'Ofensa' });
    await t.deps.db.update(comments).set({ removedAt: t.deps.clock.now() }).where(eq(comments.id, comment.id));
    await expect(as(fan).moderation.report({ targetType: 'comment', targetId: comment.id, reason: 'harassment' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(as(fan).moderation.report({ targetType: 'post', targetId: 'post_nenhum', reason: 'spam' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('a visitor without a session is refused', async () => {
    await expect(t.caller().moderation.report({ targetType: 'post', targetId: 'x', reason: 'spam' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
