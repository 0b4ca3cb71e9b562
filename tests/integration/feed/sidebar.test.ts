import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postTags, profiles } from '../../../db/schema';
import { makePost, makeTag } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const DAY = 86_400_000;
const CACHE_MS = 61_000;

async function tagged(userId: string, tagIds: string[], createdAt?: Date) {
  const postId = await makePost(t.deps, userId, { createdAt });
  for (const tagId of tagIds) await t.deps.db.insert(postTags).values({ postId, tagId });
  return postId;
}

describe('feed side columns', () => {
  it("'Tags Populares' counts the last 7 days' posts per tag, and is cached for a minute", async () => {
    const ana = await makeMember(t.deps);
    const [funk, old] = [await makeTag(t.deps, 'funk'), await makeTag(t.deps, 'antiga')];
    const now = t.clock.now().getTime();
    for (let i = 0; i < 3; i++) await tagged(ana.userId, [funk]);
    await tagged(ana.userId, [funk, old], new Date(now - 2 * DAY));
    for (let i = 0; i < 6; i++) await tagged(ana.userId, [old], new Date(now - 8 * DAY));
    const api = t.caller({ headers: ana.headers }).feed;
    const first = await api.popularTags();
    expect(first.find((x) => x.id === funk)?.posts).toBe(4);
    expect(first.find((x) => x.id === old)?.posts).toBe(1);
    // A new post shows after the cache's minute, not before.
    await tagged(ana.userId, [old]);
    expect((await api.popularTags()).find((x) => x.id === old)?.posts).toBe(1);
    t.clock.advance(CACHE_MS);
    expect((await api.popularTags()).find((x) => x.id === old)?.posts).toBe(2);
  });

  it("'Tendências' counts the tags of the hottest Em Alta posts", async () => {
    const ana = await makeMember(t.deps);
    const fans = await Promise.all(Array.from({ length: 4 }, () => makeMember(t.deps)));
    const [hot, cold] = [await makeTag(t.deps, 'quente'), await makeTag(t.deps, 'fria')];
    const hotPosts = [await tagged(ana.userId, [hot]), await tagged(ana.userId, [hot])];
    await tagged(ana.userId, [cold]);
    for (const postId of hotPosts) for (const fan of fans) await t.caller({ headers: fan.headers }).feed.react({ postId, type: 'fire' });
    t.clock.advance(CACHE_MS);
    const list = await t.caller({ headers: ana.headers }).feed.trendingTags();
    expect(list.find((x) => x.id === hot)?.posts).toBe(2);
    expect(list.findIndex((x) => x.id === hot)).toBeLessThan(list.findIndex((x) => x.id === cold));
  });

  it("'Sugestões': the most active members, minus the viewer and anyone already in a conversation with them", async () => {
    // Starting a conversation needs a plan (messages rules).
    const viewer = await makeSubscriber(t.deps, 'tier_ouro');
    const [busy, mid, calm, friend] = await Promise.all([makeMember(t.deps), makeMember(t.deps), makeMember(t.deps), makeMember(t.deps)]);
    const posting: [string, number][] = [
      [viewer.userId, 9],
      [friend.userId, 8],
      [busy.userId, 20],
      [mid.userId, 12],
      [calm.userId, 11],
    ];
    for (const [userId, n] of posting) for (let i = 0; i < n; i++) await makePost(t.deps, userId);
    await t.caller({ headers: viewer.headers }).messages.start({ usernames: [friend.username] });
    t.clock.advance(CACHE_MS);
    const list = await t.caller({ headers: viewer.headers }).feed.suggestions();
    expect(list.map((s) => [s.username, s.posts])).toEqual([
      [busy.username, 20],
      [mid.username, 12],
      [calm.username, 11],
    ]);
    // The other side of the conversation does not get the viewer either, nor themself.
    const theirs = await t.caller({ headers: friend.headers }).feed.suggestions();
    expect(theirs.map((s) => s.userId)).not.toContain(viewer.userId);
    expect(theirs.map((s) => s.userId)).not.toContain(friend.userId);
  });

  it('Estatísticas, MitoCoins and Reputação are the real values', async () => {
    const ana = await makeMember(t.deps);
    const fans = await Promise.all(Array.from({ length: 3 }, () => makeMember(t.deps)));
    const [a, b] = [await makePost(t.deps, ana.userId), await makePost(t.deps, ana.userId)];
    for (const fan of fans) await t.caller({ headers: fan.headers }).feed.react({ postId: a, type: 'heart' });
    await t.caller({ headers: fans[0]!.headers }).feed.react({ postId: b, type: 'mind_blown' });
    await t.caller({ headers: fans[1]!.headers }).feed.comment({ postId: b, content: 'Boa!' });
    await t.deps.db.update(profiles).set({ mitoCoins: 42, reputationScore: 130 }).where(eq(profiles.userId, ana.userId));
    expect(await t.caller({ headers: ana.headers }).feed.myStats()).toEqual({
      posts: 2,
      reactionsReceived: 4,
      commentsReceived: 1,
      mitoCoins: 42,
      reputation: 130,
      level: expect.any(String),
    });
    const fresh = await makeMember(t.deps);
    expect(await t.caller({ headers: fresh.headers }).feed.myStats()).toMatchObject({
      posts: 0,
      reactionsReceived: 0,
      commentsReceived: 0,
      mitoCoins: 0,
    });
  });
});
