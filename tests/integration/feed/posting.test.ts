import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts, postTags } from '../../../db/schema';
import { WRITE_RULES } from '../../../worker/contracts/limits';
import { saoPauloMidnight } from '../../../worker/services/feed/create-post';
import { makePost, makeTag } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

// Many writes in a moment to test other rules: the write budgets have their own file (foundation/write-limits.test.ts).
const t = useTestDeps({ writeLimits: false });

const postsOf = async (userId: string) => (await t.deps.db.select({ n: count() }).from(posts).where(eq(posts.userId, userId)))[0]!.n;

/** `n` posts, ten at a time with the burst's window between (the smallest plan burst: post-burst.test.ts). */
async function publish(headers: Headers, n: number) {
  const api = t.caller({ headers }).feed;
  for (let i = 0; i < n; i++) {
    if (i > 0 && i % 10 === 0) t.clock.advance(WRITE_RULES.post.windowSeconds * 1000);
    await api.create({ content: `Post ${i + 1}` });
  }
}

describe('feed.create', () => {
  it('publishes text with tags picked from the existing ones; unknown tag ids are skipped', async () => {
    const ana = await makeSubscriber(t.deps, 'tier_bronze');
    const funk = await makeTag(t.deps, 'funk');
    const { id } = await t
      .caller({ headers: ana.headers })
      .feed.create({ content: '  Chora Piranha no repeat  ', tagIds: [funk, 'tag_que_nao_existe', funk] });
    const [row] = await t.deps.db.select().from(posts).where(eq(posts.id, id));
    expect(row).toMatchObject({ userId: ana.userId, content: 'Chora Piranha no repeat', likesCount: 0, commentsCount: 0 });
    expect(await t.deps.db.select({ tagId: postTags.tagId }).from(postTags).where(eq(postTags.postId, id))).toEqual([{ tagId: funk }]);
  });

  it("refuses a post with nothing in it: 'Post vazio'", async () => {
    const ana = await makeSubscriber(t.deps, 'tier_bronze');
    await expect(t.caller({ headers: ana.headers }).feed.create({ content: '   \n ' })).rejects.toThrow('Post vazio');
    expect(await postsOf(ana.userId)).toBe(0);
  });

  it('a free member reads, reacts and comments but does not publish', async () => {
    const free = await makeMember(t.deps);
    await expect(t.caller({ headers: free.headers }).feed.create({ content: 'Oi!' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await postsOf(free.userId)).toBe(0);
  });

  it.each([
    ['tier_bronze', 10],
    ['tier_prata', 50],
  ] as const)('%s: %i posts a day, then the limit message; the next São Paulo day opens again', async (tierId, limit) => {
    const member = await makeSubscriber(t.deps, tierId);
    // Yesterday's posts do not count.
    await makePost(t.deps, member.userId, { createdAt: new Date(saoPauloMidnight(t.clock.now()).getTime() - 1) });
    await publish(member.headers, limit);
    const api = t.caller({ headers: member.headers }).feed;
    await expect(api.create({ content: 'Mais um' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Limite diário de posts atingido. Faça upgrade para postar mais!',
    });
    expect(await postsOf(member.userId)).toBe(limit + 1);

    const before = t.clock.now();
    t.clock.set(new Date(saoPauloMidnight(before).getTime() + 86_400_000));
    try {
      await expect(api.create({ content: 'Dia novo' })).resolves.toMatchObject({ id: expect.any(String) });
    } finally {
      t.clock.set(before);
    }
  });

  it('tier_ouro has no daily limit', async () => {
    const member = await makeSubscriber(t.deps, 'tier_ouro');
    await publish(member.headers, 60);
    expect(await postsOf(member.userId)).toBe(60);
  });

  it('posts sent at once cannot pass the limit together', async () => {
    const member = await makeSubscriber(t.deps, 'tier_bronze');
    await publish(member.headers, 8);
    const api = t.caller({ headers: member.headers }).feed;
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => api.create({ content: `Ao mesmo tempo ${i}` })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(await postsOf(member.userId)).toBe(10);
  });

  it('the São Paulo day starts at 03:00 UTC', () => {
    expect(saoPauloMidnight(new Date('2026-11-23T02:59:00Z')).toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(saoPauloMidnight(new Date('2026-11-23T03:00:00Z')).toISOString()).toBe('2026-11-23T03:00:00.000Z');
  });
});

describe('feed.list', () => {
  it('Recentes: newest first, pages of 20 by keyset, no post repeated or skipped when instants tie', async () => {
    const author = await makeMember(t.deps);
    const base = t.clock.now().getTime() + 365 * 86_400_000; // later than every other file's posts
    const ids: string[] = [];
    for (let i = 0; i < 45; i++)
      ids.push(await makePost(t.deps, author.userId, { content: `n${i}`, createdAt: new Date(base + Math.floor(i / 3) * 1000) }));
    const api = t.caller({ headers: author.headers }).feed;
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page = await api.list({ cursor });
      sizes.push(page.items.length);
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 45);
    const mine = seen.slice(0, 45);
    expect(sizes.slice(0, 2)).toEqual([20, 20]);
    expect(new Set(mine).size).toBe(45);
    expect(new Set(mine)).toEqual(new Set(ids));
    const times = (await api.list({})).items.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("marks the artist's posts, the viewer's own posts and the viewer's reaction", async () => {
    const artist = await makeMember(t.deps, { username: 'mcmito' });
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, artist.userId, { createdAt: new Date(t.clock.now().getTime() + 400 * 86_400_000) });
    await t.caller({ headers: fan.headers }).feed.react({ postId, type: 'fire' });
    const [first] = (await t.caller({ headers: fan.headers }).feed.list({})).items;
    expect(first).toMatchObject({ id: postId, isMine: false, myReaction: 'fire', reactions: { heart: 0, fire: 1, mind_blown: 0 } });
    expect(first!.author).toMatchObject({ username: 'mcmito', isArtist: true });
    const [asArtist] = (await t.caller({ headers: artist.headers }).feed.list({})).items;
    expect(asArtist).toMatchObject({ isMine: true, myReaction: null });
  });

  it('a nonsense cursor reads as the first page, never a 500', async () => {
    const fan = await makeMember(t.deps);
    await expect(t.caller({ headers: fan.headers }).feed.list({ cursor: 'x_' })).resolves.toMatchObject({ items: expect.any(Array) });
  });

  it("'Tags Populares' counts real posts per tag", async () => {
    const ana = await makeSubscriber(t.deps, 'tier_ouro');
    const [hot, warm] = [await makeTag(t.deps, 'baile'), await makeTag(t.deps, 'lancamento')];
    const api = t.caller({ headers: ana.headers }).feed;
    for (let i = 0; i < 3; i++) await api.create({ content: `Baile ${i}`, tagIds: [hot] });
    await api.create({ content: 'Lançamento', tagIds: [hot, warm] });
    const popular = await api.popularTags();
    expect(popular.find((p) => p.id === hot)?.posts).toBe(4);
    expect(popular.find((p) => p.id === warm)?.posts).toBe(1);
    expect(popular.findIndex((p) => p.id === hot)).toBeLessThan(popular.findIndex((p) => p.id === warm));
  });
});
