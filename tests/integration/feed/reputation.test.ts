import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, notifications, posts, profiles, reactions, reputationLedger } from '../../../db/schema';
import { PER_ACTOR_DAILY, REPUTATION_RULES } from '../../../worker/services/reputation/internal/reputation-rules';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const DAY = 86_400_000;
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers, origin: 'http://localhost:3000' });

async function wallet(userId: string) {
  const [row] = await t.deps.db
    .select({ reputation: profiles.reputationScore, coins: profiles.mitoCoins })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row!;
}

/** The profile's running totals equal the sums of the member's ledger rows. */
async function expectTotalsMatchLedger(userId: string) {
  const [sums] = await t.deps.db
    .select({
      reputation: sql<number>`coalesce(sum(${reputationLedger.points}), 0)`,
      coins: sql<number>`coalesce(sum(${reputationLedger.coins}), 0)`,
    })
    .from(reputationLedger)
    .where(eq(reputationLedger.userId, userId));
  expect(await wallet(userId)).toEqual(sums);
}

describe('reputation and MitoCoins from real activity', () => {
  it('publishing pays +5 / +2 for the first 3 posts of the São Paulo day, and again the next day', async () => {
    const author = await makeSubscriber(t.deps, 'tier_ouro');
    for (let i = 0; i < 4; i++) await as(author).feed.create({ content: `Post ${i}` });
    expect(await wallet(author.userId)).toEqual({ reputation: 15, coins: 6 });
    t.clock.advance(DAY);
    await as(author).feed.create({ content: 'Amanhã' });
    expect(await wallet(author.userId)).toEqual({ reputation: 20, coins: 8 });
    await expectTotalsMatchLedger(author.userId);
    // The same read the feed's profile card uses.
    expect((await as(author).members.dashboard()).stats).toMatchObject({ reputation: 20, mitoCoins: 8, level: 'Novato' });
  });

  it('a reaction received pays +1 / +1 once per fan and post: toggling, switching and re-adding farm nothing', async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    await as(fan).feed.react({ postId, type: 'heart' });
    expect(await wallet(author.userId)).toEqual({ reputation: 1, coins: 1 });
    for (const type of ['heart', 'heart', 'fire', 'mind_blown', 'mind_blown', 'heart', 'heart', 'fire'] as const) {
      await as(fan).feed.react({ postId, type });
    }
    // Removing the reaction takes nothing back either: the award was for the first one.
    expect(await wallet(author.userId)).toEqual({ reputation: 1, coins: 1 });
    expect(await wallet(fan.userId)).toEqual({ reputation: 0, coins: 0 });
  });

  it('acting on your own post earns nothing', async () => {
    const author = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    await as(author).feed.react({ postId, type: 'fire' });
    await as(author).feed.comment({ postId, content: 'Eu mesmo' });
    expect(await wallet(author.userId)).toEqual({ reputation: 0, coins: 0 });
    expect(await t.deps.db.select().from(reputationLedger).where(eq(reputationLedger.userId, author.userId))).toEqual([]);
  });

  it('a comment received pays +2 / +1 once per fan and post', async () => {
    const author = await makeMember(t.deps);
    const [ana, bia] = [await makeMember(t.deps), await makeMember(t.deps)];
    const postId = await makePost(t.deps, author.userId);
    await as(ana).feed.comment({ postId, content: 'Hino!' });
    await as(ana).feed.comment({ postId, content: 'Hino de novo!' });
    await as(bia).feed.comment({ postId, content: 'Top' });
    expect(await wallet(author.userId)).toEqual({ reputation: 4, coins: 2 });
  });

  it(`one fan gives one member at most ${PER_ACTOR_DAILY} awards a day`, async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postIds = await Promise.all(Array.from({ length: PER_ACTOR_DAILY + 3 }, () => makePost(t.deps, author.userId)));
    for (const postId of postIds) await as(fan).feed.react({ postId, type: 'heart' });
    expect((await wallet(author.userId)).reputation).toBe(PER_ACTOR_DAILY);
    // A new day: the same fan counts again.
    t.clock.advance(DAY);
    const fresh = await makePost(t.deps, author.userId);
    await as(fan).feed.comment({ postId: fresh, content: 'Bom dia' });
    expect((await wallet(author.userId)).reputation).toBe(PER_ACTOR_DAILY + REPUTATION_RULES.comment_received.points);
  });

  it(`reactions received pay for the first ${REPUTATION_RULES.reaction_received.dailyCap} of the day, then again the next day`, async () => {
    const cap = REPUTATION_RULES.reaction_received.dailyCap;
    const author = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    const fans = await Promise.all(Array.from({ length: cap + 4 }, () => makeMember(t.deps)));
    // All at once: the cap is checked inside each batch, so concurrency cannot overshoot it.
    await Promise.all(fans.map((fan) => as(fan).feed.react({ postId, type: 'fire' })));
    expect(await wallet(author.userId)).toEqual({ reputation: cap, coins: cap });
    t.clock.advance(DAY);
    const late = await makeMember(t.deps);
    await as(late).feed.react({ postId, type: 'heart' });
    expect(await wallet(author.userId)).toEqual({ reputation: cap + 1, coins: cap + 1 });
    await expectTotalsMatchLedger(author.userId);
  });
});

describe('one action, one batch', () => {
  it('a failing reputation write rolls back the reaction, its counts and the notification', async () => {
    const author = await makeMember(t.deps);
    const fan = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    // A real failure inside the database, at the last statement of the batch.
    await t.deps.db.run(
      sql.raw(`CREATE TRIGGER fail_award BEFORE INSERT ON reputation_ledger BEGIN SELECT RAISE(ABORT, 'award refused'); END`),
    );
    try {
      await expect(as(fan).feed.react({ postId, type: 'heart' })).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
      await expect(as(fan).feed.comment({ postId, content: 'Oi' })).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    } finally {
      await t.deps.db.run(sql.raw('DROP TRIGGER fail_award'));
    }
    const [post] = await t.deps.db.select().from(posts).where(eq(posts.id, postId));
    expect([post!.likesCount, post!.commentsCount]).toEqual([0, 0]);
    expect(await t.deps.db.select().from(reactions).where(eq(reactions.targetId, postId))).toEqual([]);
    expect(await t.deps.db.select().from(comments).where(eq(comments.postId, postId))).toEqual([]);
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, author.userId))).toEqual([]);
    expect(await wallet(author.userId)).toEqual({ reputation: 0, coins: 0 });
    // And once the database accepts it again, the same action goes through whole.
    await as(fan).feed.react({ postId, type: 'heart' });
    expect(await wallet(author.userId)).toEqual({ reputation: 1, coins: 1 });
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, author.userId))).toHaveLength(1);
  });
});
