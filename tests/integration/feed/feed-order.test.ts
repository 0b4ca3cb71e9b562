import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../../db/schema';
import { trendingScore } from '../../../db/schema/trending-score';
import { FEED_PAGE_SIZE, type FeedTab } from '../../../worker/contracts/feed';
import { makePost } from '../../factories/feed';
import { makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const HOUR = 3_600_000;

/** Every page of a tab, following nextCursor; `between` runs after each page (new posts arriving …). */
async function allPages(headers: Headers, tab: FeedTab, between?: (page: number) => Promise<void>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const res = await t.caller({ headers }).feed.list({ tab, cursor });
    expect(res.items.length).toBeLessThanOrEqual(FEED_PAGE_SIZE);
    ids.push(...res.items.map((p) => p.id));
    if (!res.nextCursor) return ids;
    cursor = res.nextCursor;
    await between?.(page);
  }
  throw new Error('the feed never ended');
}

async function react(postId: string, fans: { headers: Headers }[], type: 'heart' | 'fire' = 'heart') {
  for (const fan of fans) await t.caller({ headers: fan.headers }).feed.react({ postId, type });
}

describe('Em Alta order', () => {
  it('more engagement ranks higher; with equal engagement the older post decays below the newer one', async () => {
    const author = await makeMember(t.deps);
    const fans = await Promise.all(Array.from({ length: 6 }, () => makeMember(t.deps)));
    const now = t.clock.now().getTime();
    const quiet = await makePost(t.deps, author.userId, { createdAt: new Date(now - HOUR) });
    const loved = await makePost(t.deps, author.userId, { createdAt: new Date(now - 2 * HOUR) });
    const oldLoved = await makePost(t.deps, author.userId, { createdAt: new Date(now - 72 * HOUR) });
    const talked = await makePost(t.deps, author.userId, { createdAt: new Date(now - 2 * HOUR) });
    await react(loved, fans.slice(0, 3));
    await react(oldLoved, fans.slice(0, 3), 'fire');
    // Comments weigh twice: two comments (4) beat three reactions (3) at the same age.
    await t.caller({ headers: fans[4]!.headers }).feed.comment({ postId: talked, content: 'Que hino!' });
    await t.caller({ headers: fans[5]!.headers }).feed.comment({ postId: talked, content: 'Pesado demais' });

    const order = (await allPages(author.headers, 'em-alta')).filter((id) => [quiet, loved, oldLoved, talked].includes(id));
    expect(order).toEqual([talked, loved, quiet, oldLoved]);
    // Recentes ignores engagement.
    const recent = (await allPages(author.headers, 'recentes')).filter((id) => [quiet, loved, oldLoved, talked].includes(id));
    expect(recent[0]).toBe(quiet);
    expect(recent.slice(1, 3).sort()).toEqual([loved, talked].sort());
    expect(recent.at(-1)).toBe(oldLoved);
  });

  it('the stored score is the formula of the counts after every reaction and comment', async () => {
    const author = await makeMember(t.deps);
    const fans = await Promise.all(Array.from({ length: 3 }, () => makeMember(t.deps)));
    const postId = await makePost(t.deps, author.userId);
    const check = async () => {
      const [row] = await t.deps.db.select().from(posts).where(eq(posts.id, postId));
      const e = row!.likesCount + row!.fireCount + row!.mindBlownCount + 2 * row!.commentsCount + 3 * row!.sharesCount;
      expect(row!.engagement).toBe(e);
      expect(row!.trendingScore).toBeCloseTo(trendingScore(e, row!.createdAt.getTime()), 9);
      return e;
    };
    expect(await check()).toBe(0);
    await react(postId, fans);
    expect(await check()).toBe(3);
    await t.caller({ headers: fans[0]!.headers }).feed.comment({ postId, content: 'Brabo' });
    expect(await check()).toBe(5);
    await react(postId, fans.slice(0, 2)); // pressing heart again removes it
    expect(await check()).toBe(3);
  });

  it('the score is strictly increasing in engagement and exact at powers of two', () => {
    let last = -Infinity;
    for (let e = 0; e < 5000; e++) {
      const s = trendingScore(e, 0);
      expect(s).toBeGreaterThan(last);
      last = s;
    }
    for (const k of [0, 1, 5, 20]) expect(trendingScore(2 ** k - 1, 0)).toBeCloseTo(k, 12);
    // Within 0.01 of the true log2 everywhere.
    for (const e of [1, 2, 4, 10, 99, 1000, 123_456]) expect(Math.abs(trendingScore(e, 0) - Math.log2(1 + e))).toBeLessThan(0.01);
  });

  it('the database computes the same score as the formula across octaves', async () => {
    const author = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    for (const likes of [0, 1, 2, 3, 6, 7, 100, 1023, 1024, 65_000, 2 ** 31 - 1]) {
      await t.deps.db.update(posts).set({ likesCount: likes }).where(eq(posts.id, postId));
      const [row] = await t.deps.db.select({ s: posts.trendingScore, c: posts.createdAt }).from(posts).where(eq(posts.id, postId));
      expect(row!.s).toBeCloseTo(trendingScore(likes, row!.c.getTime()), 9);
    }
    await t.deps.db.update(posts).set({ likesCount: 0 }).where(eq(posts.id, postId));
  });
});

describe('keyset paging', () => {
  it.each(['recentes', 'em-alta'] as const)('%s: every post exactly once, also when new posts arrive between pages', async (tab) => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const base = t.clock.now().getTime() - 10 * HOUR;
    // Many posts at the same instant (equal keys) and some with engagement.
    const seeded: string[] = [];
    for (let i = 0; i < 55; i++)
      seeded.push(await makePost(t.deps, author.userId, { createdAt: new Date(base + Math.floor(i / 10) * 1000) }));
    for (const id of seeded.filter((_, i) => i % 7 === 0)) await react(id, [fan]);
    const before = new Set((await t.deps.db.select({ id: posts.id }).from(posts)).map((r) => r.id));

    const arrived: string[] = [];
    const seen = await allPages(author.headers, tab, async () => {
      t.clock.advance(1000);
      arrived.push(await makePost(t.deps, author.userId, { content: 'chegou agora' }));
    });
    expect(new Set(seen).size).toBe(seen.length);
    // Every post that existed before the first page is there, in one pass; the new ones belong above the cursor.
    expect(seen.filter((id) => before.has(id)).sort()).toEqual([...before].sort());
    expect(seen.filter((id) => arrived.includes(id))).toEqual([]);
  });

  it('refuses a malformed cursor as "start again", never a 500', async () => {
    const author = await makeMember(t.deps);
    const first = await t.caller({ headers: author.headers }).feed.list({ tab: 'em-alta' });
    const bogus = await t.caller({ headers: author.headers }).feed.list({ tab: 'em-alta', cursor: 'nada~' });
    expect(bogus.items.map((p) => p.id)).toEqual(first.items.map((p) => p.id));
  });
});

describe('query plans', () => {
  // Last in the file: run before the paging tests, the next batch met SQLITE_BUSY_SNAPSHOT (EXPLAIN through db.all).
  it('the first Em Alta and Recentes pages are index reads, not scans', async () => {
    const plan = async (order: string) =>
      (await t.deps.db.all<{ detail: string }>(sql.raw(`EXPLAIN QUERY PLAN SELECT id FROM posts ORDER BY ${order} LIMIT 21`)))
        .map((r) => r.detail)
        .join(' | ');
    expect(await plan('trending_score DESC, id DESC')).toMatch(/SCAN posts USING (COVERING )?INDEX posts_trending_idx/);
    expect(await plan('created_at DESC, id DESC')).toMatch(/SCAN posts USING (COVERING )?INDEX posts_created_idx/);
    expect(await plan('trending_score DESC, id DESC')).not.toMatch(/TEMP B-TREE/);
    // A later page: the cursor's row value is one range of the same index, no merge or sort.
    const later = async (key: string) =>
      (
        await t.deps.db.all<{ detail: string }>(
          sql.raw(`EXPLAIN QUERY PLAN SELECT id FROM posts WHERE (${key}, id) < (1, 'x') ORDER BY ${key} DESC, id DESC LIMIT 21`),
        )
      )
        .map((r) => r.detail)
        .join(' | ');
    expect(await later('created_at')).toMatch(/^SEARCH posts USING (COVERING )?INDEX posts_created_idx \(\(created_at,id\)<\(\?,\?\)\)$/);
    expect(await later('trending_score')).toMatch(
      /^SEARCH posts USING (COVERING )?INDEX posts_trending_idx \(\(trending_score,id\)<\(\?,\?\)\)$/,
    );
  });
});
