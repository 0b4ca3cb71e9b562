import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../../db/schema';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps({ writeLimits: false });
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers, origin: 'http://localhost:3000' });

async function named(displayName: string, avatarUrl: string | null = null) {
  const m = await makeMember(t.deps);
  await t.deps.db.update(profiles).set({ displayName, avatarUrl }).where(eq(profiles.userId, m.userId));
  return m;
}

describe('comment notifications, grouped like reactions', () => {
  it("'Ana e mais 2 pessoas comentaram no seu post', with the post's opening words and the newest sender's avatar", async () => {
    const author = await named('Autora');
    const [bruno, carla, ana] = [await named('Bruno'), await named('Carla'), await named('Ana', '/media/avatars/ana.webp')];
    const postId = await makePost(t.deps, author.userId, {
      content: 'Ensaio   aberto amanhã no estúdio da zona norte, chega cedo que a fila vai ser grande',
    });
    for (const fan of [bruno, carla, ana]) {
      t.clock.advance(1000);
      await as(fan).feed.comment({ postId, content: 'Tô dentro' });
    }
    const [row, ...rest] = await as(author).notifications.list();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      type: 'comment',
      message: 'Ana e mais 2 pessoas comentaram no seu post',
      actorCount: 3,
      postExcerpt: 'Ensaio aberto amanhã no estúdio da zona norte, chega cedo…',
      fromUser: { displayName: 'Ana', avatarUrl: '/media/avatars/ana.webp' },
    });
  });

  it("never shows the opening words of someone else's post (an exclusive one above the member's plan)", async () => {
    const artist = await makeSubscriber(t.deps, 'tier_bronze', { username: t.deps.config.ARTIST_USERNAME });
    const fan = await named('Fã');
    const postId = await makePost(t.deps, artist.userId, { content: 'Segredo do próximo clipe' });
    // A notification about a post that is not the member's own, as a mention would make.
    await t.deps.db.insert((await import('../../../db/schema')).notifications).values({
      id: 'n-other',
      userId: fan.userId,
      fromUserId: artist.userId,
      type: 'mention',
      title: 'Menção',
      message: 'MC Mito mencionou você',
      postId,
      createdAt: t.clock.now(),
    });
    const [row] = await as(fan).notifications.list();
    expect(row).toMatchObject({ postId, postExcerpt: null });
  });
});

describe('a removed reaction never makes a fresh "reagiram" notification', () => {
  async function setUp() {
    const author = await named('Autora');
    const [ana, bruno] = [await named('Ana'), await named('Bruno')];
    const postId = await makePost(t.deps, author.userId);
    return { author, ana, bruno, postId };
  }
  const top = async (m: { headers: Headers }) => (await as(m).notifications.list())[0]!;

  it('react, unreact, react again: the read notification stays read, where it was', async () => {
    const { author, ana, postId } = await setUp();
    await as(ana).feed.react({ postId, type: 'heart' });
    await as(author).notifications.markAllRead();
    const before = await top(author);
    for (const type of ['heart', 'heart', 'fire', 'fire', 'mind_blown'] as const) {
      t.clock.advance(60_000);
      await as(ana).feed.react({ postId, type });
    }
    expect(await top(author)).toEqual({ ...before, isRead: true });
    expect(await as(author).notifications.unreadCount()).toEqual({ count: 0 });
  });

  it('with two people: the first one taking theirs back and giving it again is not news; a new person is', async () => {
    const { author, ana, bruno, postId } = await setUp();
    await as(ana).feed.react({ postId, type: 'heart' });
    t.clock.advance(1000);
    await as(bruno).feed.react({ postId, type: 'fire' });
    await as(author).notifications.markAllRead();
    const before = await top(author);
    expect(before.message).toBe('Bruno e Ana reagiram ao seu post');

    t.clock.advance(60_000);
    await as(ana).feed.react({ postId, type: 'heart' });
    t.clock.advance(60_000);
    await as(ana).feed.react({ postId, type: 'heart' });
    expect(await top(author)).toEqual(before);

    const carla = await named('Carla');
    t.clock.advance(60_000);
    await as(carla).feed.react({ postId, type: 'fire' });
    expect(await top(author)).toMatchObject({ isRead: false, message: 'Carla e mais 2 pessoas reagiram ao seu post', actorCount: 3 });
  });
});
