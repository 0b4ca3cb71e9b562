import { describe, expect, it } from 'vitest';
import { makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps({ writeLimits: false });

type Member = Awaited<ReturnType<typeof makeMember>>;
const as = (m: Member) => t.caller({ headers: m.headers });
const named = async (name: string) => {
  const m = await makeMember(t.deps);
  await as(m).members.updateSettings({ displayName: name, whatsapp: '+55 (11) 98765-4321' });
  return m;
};
const followNotices = async (m: Member) => (await as(m).notifications.list()).filter((n) => n.type === 'follow');

describe('a new follower is a notification', () => {
  it("groups followers into one row while unread: 'Ana começou…', 'Bia e mais uma pessoa…', 'Caio e mais 2 pessoas…', with the newest follower's profile", async () => {
    const star = await makeMember(t.deps);
    const [ana, bia, caio] = [await named('Ana'), await named('Bia'), await named('Caio')];
    await as(ana).social.follow({ username: star.username });
    expect(await followNotices(star)).toEqual([
      expect.objectContaining({ title: 'Novo seguidor', message: 'Ana começou a seguir você', actorCount: 1, isRead: false, postId: null }),
    ]);
    t.clock.advance(1000);
    await as(bia).social.follow({ username: star.username });
    expect((await followNotices(star)).map((n) => n.message)).toEqual(['Bia e mais uma pessoa começaram a seguir você']);
    t.clock.advance(1000);
    await as(caio).social.follow({ username: star.username });
    const [row] = await followNotices(star);
    expect(row).toMatchObject({
      message: 'Caio e mais 2 pessoas começaram a seguir você',
      actorCount: 3,
      fromUser: { username: caio.username, displayName: 'Caio' },
    });
    expect((await as(star).notifications.unreadCount()).count).toBe(1);
  });

  it('an unfollow and refollow is never news: not by the latest follower, not after others followed, not once read', async () => {
    const star = await makeMember(t.deps);
    const [ana, bia] = [await named('Ana'), await named('Bia')];
    await as(ana).social.follow({ username: star.username });
    t.clock.advance(1000);
    await as(ana).social.unfollow({ username: star.username });
    await as(ana).social.follow({ username: star.username });
    expect((await followNotices(star)).map((n) => [n.message, n.actorCount])).toEqual([['Ana começou a seguir você', 1]]);

    await as(bia).social.follow({ username: star.username });
    t.clock.advance(1000);
    await as(ana).social.unfollow({ username: star.username });
    await as(ana).social.follow({ username: star.username });
    expect((await followNotices(star)).map((n) => [n.message, n.actorCount])).toEqual([
      ['Bia e mais uma pessoa começaram a seguir você', 2],
    ]);

    await as(star).notifications.markAllRead();
    t.clock.advance(1000);
    await as(bia).social.unfollow({ username: star.username });
    await as(bia).social.follow({ username: star.username });
    expect(await followNotices(star)).toEqual([expect.objectContaining({ isRead: true, actorCount: 2 })]);
  });

  it('after the group is read, the next follower starts it over, unread, on top', async () => {
    const star = await makeMember(t.deps);
    const [ana, bia] = [await named('Ana'), await named('Bia')];
    await as(ana).social.follow({ username: star.username });
    await as(star).notifications.markAllRead();
    t.clock.advance(1000);
    await as(bia).social.follow({ username: star.username });
    expect(await followNotices(star)).toEqual([
      expect.objectContaining({ message: 'Bia começou a seguir você', actorCount: 1, isRead: false }),
    ]);
  });

  it('following someone already followed writes nothing; a refused follow writes nothing', async () => {
    const [star, ana] = [await makeMember(t.deps), await named('Ana')];
    await as(ana).social.follow({ username: star.username });
    await as(star).notifications.markAllRead();
    t.clock.advance(1000);
    await as(ana).social.follow({ username: star.username });
    expect(await followNotices(star)).toEqual([expect.objectContaining({ isRead: true })]);
    await expect(as(star).social.follow({ username: star.username })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await followNotices(star)).toHaveLength(1);
  });
});
