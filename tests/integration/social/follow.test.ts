import { describe, expect, it } from 'vitest';
import { makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

// Many follows in a moment: the follow budget has its case in foundation/write-limits.test.ts (and below).
const t = useTestDeps({ writeLimits: false });

type Member = Awaited<ReturnType<typeof makeMember>>;
const as = (m: Member) => t.caller({ headers: m.headers });
const counts = async (viewer: Member, of: Member) => {
  const r = await as(viewer).social.profile({ username: of.username });
  if (!r.found) throw new Error('profile not found');
  return { followers: r.profile.followers, following: r.profile.following, followedByMe: r.profile.followedByMe };
};
const followNotices = async (m: Member) => (await as(m).notifications.list()).filter((n) => n.type === 'follow');

describe("'Seguir'", () => {
  it("counts 'Seguidores' and 'Seguindo' for real, on the profile and on the dashboard; following twice is one follow; unfollow undoes it", async () => {
    const [ana, bia, caio] = [await makeMember(t.deps), await makeMember(t.deps), await makeMember(t.deps)];
    expect(await as(ana).social.follow({ username: `@${bia.username.toUpperCase()}` })).toEqual({ followedByMe: true, followers: 1 });
    expect(await as(ana).social.follow({ username: bia.username })).toEqual({ followedByMe: true, followers: 1 });
    await as(caio).social.follow({ username: bia.username });
    await as(ana).social.follow({ username: caio.username });
    expect(await counts(ana, bia)).toEqual({ followers: 2, following: 0, followedByMe: true });
    expect(await counts(bia, ana)).toEqual({ followers: 0, following: 2, followedByMe: false });
    expect((await as(bia).members.dashboard()).stats).toMatchObject({ followers: 2, following: 0 });
    expect((await as(ana).members.dashboard()).stats).toMatchObject({ followers: 0, following: 2 });

    expect(await as(ana).social.unfollow({ username: bia.username })).toEqual({ followedByMe: false, followers: 1 });
    expect(await as(ana).social.unfollow({ username: bia.username })).toEqual({ followedByMe: false, followers: 1 });
    expect(await counts(ana, bia)).toEqual({ followers: 1, following: 0, followedByMe: false });
  });

  it('refuses following oneself, an unknown @, and across a block either way (and a block ends follows both ways)', async () => {
    const [ana, bia, caio] = [await makeMember(t.deps), await makeMember(t.deps), await makeMember(t.deps)];
    await expect(as(ana).social.follow({ username: ana.username })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Você não pode seguir a si mesmo.',
    });
    await expect(as(ana).social.follow({ username: 'ninguem_com_esse_nome' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(as(ana).social.unfollow({ username: 'ninguem_com_esse_nome' })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await as(ana).social.follow({ username: bia.username });
    await as(bia).social.follow({ username: ana.username });
    await as(bia).messages.block({ username: ana.username });
    expect(await counts(caio, ana)).toMatchObject({ followers: 0, following: 0 });
    await expect(as(ana).social.follow({ username: bia.username })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Não é possível seguir este membro.',
    });
    await expect(as(bia).social.follow({ username: ana.username })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await counts(caio, bia)).toMatchObject({ followers: 0, following: 0 });
    const seen = await as(ana).social.profile({ username: bia.username });
    expect(seen).toMatchObject({ found: true, profile: { blocked: true, followedByMe: false } });
    expect(await followNotices(bia)).toHaveLength(1);
  });

  it('follow lists leave out whom the viewer muted or blocked, and who blocked the viewer', async () => {
    const [star, ana, bia, caio, viewer] = [
      await makeMember(t.deps),
      await makeMember(t.deps),
      await makeMember(t.deps),
      await makeMember(t.deps),
      await makeMember(t.deps),
    ];
    for (const fan of [ana, bia, caio]) await as(fan).social.follow({ username: star.username });
    const seen = async () =>
      (await as(viewer).social.people({ username: star.username, list: 'seguidores' })).items.map((p) => p.username).sort();
    expect(await seen()).toEqual([ana.username, bia.username, caio.username].sort());
    await as(viewer).feed.mute({ username: ana.username });
    await as(viewer).messages.block({ username: bia.username });
    await as(caio).messages.block({ username: viewer.username });
    expect(await seen()).toEqual([]);
    // Others still see every follower.
    expect((await as(star).social.people({ username: star.username, list: 'seguidores' })).items).toHaveLength(3);
  });

  it("'Baixar meus dados' lists whom the member follows, by username", async () => {
    const [ana, bia] = [await makeMember(t.deps), await makeMember(t.deps)];
    await as(ana).social.follow({ username: bia.username });
    expect((await as(ana).privacy.exportData()).following).toEqual([
      { followedUsername: bia.username, createdAt: t.clock.now().toISOString() },
    ]);
    expect((await as(bia).privacy.exportData()).following).toEqual([]);
  });

  it("a deleted account leaves every count and list, and its profile is 'not found'", async () => {
    const [ana, bia, caio] = [await makeMember(t.deps), await makeMember(t.deps), await makeMember(t.deps)];
    await as(ana).social.follow({ username: bia.username });
    await as(bia).social.follow({ username: ana.username });
    await as(ana).privacy.deleteAccount({ password: ana.password });
    expect(await counts(caio, bia)).toMatchObject({ followers: 0, following: 0 });
    expect((await as(caio).social.people({ username: bia.username, list: 'seguidores' })).items).toEqual([]);
    expect(await as(caio).social.profile({ username: ana.username })).toEqual({ found: false });
  });

  it('refuses a visitor without a session, and lists only through a session', async () => {
    const bia = await makeMember(t.deps);
    const anon = t.caller({});
    await expect(anon.social.follow({ username: bia.username })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anon.social.unfollow({ username: bia.username })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anon.social.profile({ username: bia.username })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anon.social.posts({ username: bia.username })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anon.social.people({ username: bia.username, list: 'seguidores' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("lists 'Seguidores' and 'Seguindo' newest first, 20 a page, without skipping or repeating", async () => {
    const star = await makeMember(t.deps);
    const fans: Member[] = [];
    for (let i = 0; i < 23; i++) {
      const fan = await makeMember(t.deps);
      await as(fan).social.follow({ username: star.username });
      await as(star).social.follow({ username: fan.username });
      fans.push(fan);
      // Every third follow lands on the same millisecond as the one before: the id breaks the tie.
      if (i % 3 !== 0) t.clock.advance(1000);
    }
    for (const list of ['seguidores', 'seguindo'] as const) {
      const first = await as(fans[0]!).social.people({ username: star.username, list });
      expect(first.items).toHaveLength(20);
      const second = await as(fans[0]!).social.people({ username: star.username, list, cursor: first.nextCursor });
      expect(second.nextCursor).toBeNull();
      const names = [...first.items, ...second.items].map((p) => p.username);
      expect(new Set(names)).toEqual(new Set(fans.map((f) => f.username)));
      expect(names).toHaveLength(23);
      expect(names[0]).toBe(fans[22]!.username);
    }
    expect(await as(star).social.people({ username: 'ninguem_com_esse_nome', list: 'seguidores' })).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});

describe('the follow budget', () => {
  const limited = useTestDeps();
  it('refuses past 30 follow changes in 10 minutes, in Portuguese, with Retry-After', async () => {
    const [ana, bia] = [await makeMember(limited.deps), await makeMember(limited.deps)];
    const api = limited.caller({ headers: ana.headers, ip: '203.0.113.77' });
    for (let i = 0; i < 30; i++)
      await (i % 2 ? api.social.unfollow({ username: bia.username }) : api.social.follow({ username: bia.username }));
    await expect(api.social.follow({ username: bia.username })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas alterações em quem você segue em pouco tempo. Tente novamente em 10 minutos.',
    });
  });
});
