import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, moderationActions, postMedia, posts, postTags, reports } from '../../../db/schema';
import * as PATHS from '../../../worker/contracts/paths';
import { makePost, makeTag } from '../../factories/feed';
import { png } from '../../factories/media-files';
import { makeArtistSession, makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';
import { lastMailTo } from '../../factories/mailbox';
import { GET } from '../feed/media-upload';

const t = useTestDeps();
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers });
let artist: Awaited<ReturnType<typeof makeMember>> | undefined;
/** The artist's member account (ARTIST_USERNAME is 'mcmito' in tests). */
const artistAccount = async () => (artist ??= await makeMember(t.deps, { username: 'mcmito' }));

describe("'Remover' from the feed (the artist's account)", () => {
  it('a post leaves both tabs, the opened post, trending tags and the author’s stats; the author is told', async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const tagId = await makeTag(t.deps, 'removida');
    const postId = await makePost(t.deps, author.userId, { content: 'Golpe do pix' });
    await t.deps.db.insert(postTags).values({ postId, tagId });
    await as(fan).moderation.report({ targetType: 'post', targetId: postId, reason: 'scam' });
    expect((await as(fan).feed.list({ tab: 'recentes' })).items.map((p) => p.id)).toContain(postId);

    expect(await as(fan).moderation.viewer()).toEqual({ canModerate: false });
    expect(await as(await artistAccount()).moderation.viewer()).toEqual({ canModerate: true });
    await expect(as(fan).moderation.remove({ targetType: 'post', targetId: postId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Só a moderação pode remover este conteúdo.',
    });
    await expect(as(await artistAccount()).moderation.remove({ targetType: 'post', targetId: postId })).resolves.toEqual({ removed: true });

    for (const tab of ['recentes', 'em-alta'] as const)
      expect((await as(fan).feed.list({ tab })).items.map((p) => p.id)).not.toContain(postId);
    await expect(as(fan).feed.post({ postId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Read for the first time in this database: no cached list from before the removal.
    expect((await as(fan).feed.trendingTags()).map((tag) => tag.id)).not.toContain(tagId);
    expect((await as(fan).feed.popularTags()).map((tag) => tag.id)).not.toContain(tagId);
    expect((await as(author).feed.myStats()).posts).toBe(0);
    // The report is resolved by the action, which the item's history keeps.
    const [report] = await t.deps.db.select().from(reports).where(eq(reports.targetId, postId));
    const [action] = await t.deps.db.select().from(moderationActions).where(eq(moderationActions.targetId, postId));
    expect(action).toMatchObject({ action: 'remove', memberId: author.userId, actor: artist?.userId });
    expect(report?.resolutionId).toBe(action?.id);
    expect(await as(author).notifications.list()).toMatchObject([
      // Named by its opening words: the author knows which post it was, though it no longer opens.
      { type: 'moderation', message: 'Seu post "Golpe do pix" foi removido por violar as regras da comunidade.', postId: null },
    ]);
    // And by e-mail, named the same way, with the rules' address.
    await t.background.idle();
    const mail = lastMailTo(t.dataDir, author.email, 'moderation_removal');
    expect(mail?.subject).toBe('Um conteúdo seu foi removido da comunidade');
    expect(mail?.text).toContain('Seu post "Golpe do pix" foi removido por violar as regras da comunidade.');
    expect(mail?.links.map((l) => new URL(l).pathname)).toContain('/regras');
    expect(lastMailTo(t.dataDir, fan.email, 'moderation_removal')).toBeUndefined();
    // A page opened before the removal cannot react to it or comment on it any more.
    await expect(as(fan).feed.react({ postId, type: 'heart' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(as(fan).feed.comment({ postId, content: 'Ainda aqui?' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // The row stays for the history.
    expect(await t.deps.db.select({ removedAt: posts.removedAt }).from(posts).where(eq(posts.id, postId))).toEqual([
      { removedAt: t.deps.clock.now() },
    ]);
  });

  it('a comment leaves the list and the post’s count; its author is told', async () => {
    const author = await makeMember(t.deps);
    const commenter = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    const bad = await as(commenter).feed.comment({ postId, content: 'Ofensa' });
    await as(author).feed.comment({ postId, content: 'Respeita' });
    await as(await artistAccount()).moderation.remove({ targetType: 'comment', targetId: bad.id });
    expect((await as(author).feed.comments({ postId })).map((c) => c.content)).toEqual(['Respeita']);
    expect((await as(author).feed.post({ postId })).commentsCount).toBe(1);
    // Twice changes nothing.
    await as(await artistAccount()).moderation.remove({ targetType: 'comment', targetId: bad.id });
    expect((await as(author).feed.post({ postId })).commentsCount).toBe(1);
    expect((await as(commenter).notifications.list()).map((n) => n.message)).toEqual([
      'Seu comentário "Ofensa" foi removido por violar as regras da comunidade.',
    ]);
  });

  it('the notification of activity on a removed post no longer links to it', async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    await as(fan).feed.react({ postId, type: 'fire' });
    expect((await as(author).notifications.list())[0]?.postId).toBe(postId);
    await as(await artistAccount()).moderation.remove({ targetType: 'post', targetId: postId });
    expect((await as(author).notifications.list()).find((n) => n.type === 'like')?.postId).toBeNull();
  });

  it("the removed post's media answers 404", async () => {
    const author = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    const key = `posts/${author.userId}/removida.png`;
    await t.deps.media.put(key, png(), 'image/png');
    await t.deps.db.insert(postMedia).values({ id: `pm_${postId}`, postId, mediaKey: key, mediaType: 'image', mediaOrder: 0 });
    expect((await GET(t.deps, `${PATHS.media}/${key}`)).status).toBe(200);
    await as(await artistAccount()).moderation.remove({ targetType: 'post', targetId: postId });
    await t.background.idle();
    expect((await GET(t.deps, `${PATHS.media}/${key}`)).status).toBe(404);
  });
});

describe('a removed message', () => {
  it('shows to both sides as removed, without text or image; the image answers 404', async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeMember(t.deps);
    const { id: conversationId } = await as(a).messages.start({ usernames: [b.username] });
    const text = await as(a).messages.send({ conversationId, content: 'Manda o pix' });
    const key = `messages/${conversationId}/golpe.png`;
    await t.deps.media.put(key, png(), 'image/png');
    const imageId = `msg_${t.deps.random.id()}`;
    await t.deps.db.insert(messages).values({
      id: imageId,
      conversationId,
      senderId: a.userId,
      messageType: 'image',
      mediaKey: key,
      createdAt: new Date(t.deps.clock.now().getTime() + 1000),
    });
    await as(b).moderation.report({ targetType: 'message', targetId: text.id, reason: 'scam' });
    await as(b).moderation.report({ targetType: 'message', targetId: imageId, reason: 'inappropriate' });

    const panel = await makeArtistSession(t.deps);
    await t.caller({ headers: panel.headers }).artist.removeReported({ targetType: 'message', targetId: text.id });
    await t.caller({ headers: panel.headers }).artist.removeReported({ targetType: 'message', targetId: imageId });
    await t.background.idle();

    for (const side of [a, b]) {
      const page = await as(side).messages.list({ conversationId });
      expect(page.messages.map((m) => ({ content: m.content, imageUrl: m.imageUrl ?? null, removed: m.removed }))).toEqual([
        { content: '', imageUrl: null, removed: true },
        { content: '', imageUrl: null, removed: true },
      ]);
    }
    expect((await GET(t.deps, `${PATHS.media}/${key}`, b.cookie)).status).toBe(404);
    expect((await as(a).notifications.list()).map((n) => n.message)).toContain(
      'Sua mensagem "Manda o pix" foi removida por violar as regras da comunidade.',
    );
  });
});
