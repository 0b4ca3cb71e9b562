import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blocks, notifications } from '../../../db/schema';
import { MENTIONS_NOTIFIED_MAX } from '../../../worker/contracts/text-segments';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
let seq = 0;
const name = (base: string) => `${base}${++seq}${t.deps.random.int(1e5)}`;
const mentionsOf = (userId: string) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'mention')));

describe('mentions', () => {
  it('a post mentioning a member notifies them once, links them, and leaves unknown names as text', async () => {
    const author = await makeSubscriber(t.deps, 'tier_bronze', { username: name('autora') });
    const ana = await makeMember(t.deps, { username: name('Ana') });
    const text = `Valeu @${ana.username}! E @ninguem_aqui, e @${ana.username} de novo`;
    const { id: postId } = await t.caller({ headers: author.headers }).feed.create({ content: text });
    const got = await mentionsOf(ana.userId);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      fromUserId: author.userId,
      postId,
      title: 'Nova menção',
      message: `${author.username} mencionou você em um post`,
      isRead: false,
    });
    const card = await t.caller({ headers: ana.headers }).feed.post({ postId });
    expect(card.mentions).toEqual([ana.username.toLowerCase()]);
  });

  it('never notifies the writer, nor across a block either way', async () => {
    const author = await makeMember(t.deps, { username: name('bia') });
    const blocker = await makeMember(t.deps, { username: name('caio') });
    const blockedByAuthor = await makeMember(t.deps, { username: name('duda') });
    await t.deps.db.insert(blocks).values([
      { blockerId: blocker.userId, blockedId: author.userId, createdAt: t.clock.now() },
      { blockerId: author.userId, blockedId: blockedByAuthor.userId, createdAt: t.clock.now() },
    ]);
    const postId = await makePost(t.deps, author.userId);
    await t
      .caller({ headers: author.headers })
      .feed.comment({ postId, content: `@${author.username} @${blocker.username} @${blockedByAuthor.username}` });
    expect(await mentionsOf(author.userId)).toEqual([]);
    expect(await mentionsOf(blocker.userId)).toEqual([]);
    expect(await mentionsOf(blockedByAuthor.userId)).toEqual([]);
  });

  it(`notifies at most ${MENTIONS_NOTIFIED_MAX} members per comment`, async () => {
    const author = await makeMember(t.deps);
    const crowd = await Promise.all(Array.from({ length: MENTIONS_NOTIFIED_MAX + 2 }, () => makeMember(t.deps, { username: name('fa') })));
    const postId = await makePost(t.deps, author.userId);
    await t.caller({ headers: author.headers }).feed.comment({ postId, content: crowd.map((m) => `@${m.username}`).join(' ') });
    const notified = await Promise.all(crowd.map(async (m) => (await mentionsOf(m.userId)).length));
    expect(notified).toEqual([...Array(MENTIONS_NOTIFIED_MAX).fill(1), 0, 0]);
  });

  it('an edit notifies only the names it adds, and the comment list links the known ones', async () => {
    const author = await makeMember(t.deps);
    const ana = await makeMember(t.deps, { username: name('ana') });
    const bruno = await makeMember(t.deps, { username: name('bruno') });
    const postId = await makePost(t.deps, author.userId);
    const c = await t.caller({ headers: author.headers }).feed.comment({ postId, content: `oi @${ana.username}` });
    expect(c.mentions).toEqual([ana.username]);
    await t.caller({ headers: author.headers }).feed.editComment({ commentId: c.id, content: `oi @${ana.username} e @${bruno.username}` });
    expect(await mentionsOf(ana.userId)).toHaveLength(1);
    expect(await mentionsOf(bruno.userId)).toMatchObject([{ message: `${author.username} mencionou você em um comentário`, postId }]);
    const [listed] = await t.caller({ headers: author.headers }).feed.comments({ postId });
    expect(listed!.mentions).toEqual([ana.username, bruno.username]);
  });

  it('a post edit notifies a newly mentioned member', async () => {
    const author = await makeMember(t.deps);
    const ana = await makeMember(t.deps, { username: name('ana') });
    const postId = await makePost(t.deps, author.userId, { content: 'Bom dia' });
    await t.caller({ headers: author.headers }).feed.editPost({ postId, content: `Bom dia @${ana.username}` });
    expect(await mentionsOf(ana.userId)).toMatchObject([{ postId, message: `${author.username} mencionou você em um post` }]);
  });
});
