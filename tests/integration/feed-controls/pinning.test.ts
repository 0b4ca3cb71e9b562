import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moderationActions, posts } from '../../../db/schema';
import { FEED_PAGE_SIZE } from '../../../worker/contracts/feed';
import { artistMember } from '../../factories/artist-member';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

// Many writes in a moment: the write budgets have their own file (foundation/write-limits.test.ts).
const t = useTestDeps({ writeLimits: false });
const MIN = 60_000;

/** Posts a minute apart, oldest first, by a fresh member. */
async function postsInOrder(n: number) {
  const author = await makeMember(t.deps);
  const start = t.clock.now().getTime() - n * MIN;
  const ids: string[] = [];
  for (let i = 0; i < n; i++)
    ids.push(await makePost(t.deps, author.userId, { content: `Post ${i}`, createdAt: new Date(start + i * MIN) }));
  return { author, ids };
}

async function unpinAll() {
  await t.deps.db.update(posts).set({ pinnedAt: null });
}

describe("'Fixar no topo' (the artist's member account)", () => {
  it('pinned posts come first on the first page of Recentes, marked, last pinned first, and not again on later pages', async () => {
    await unpinAll();
    const { ids } = await postsInOrder(FEED_PAGE_SIZE + 10);
    const artist = await artistMember(t.deps);
    const reader = await makeMember(t.deps);
    const pinA = ids[0]!; // the oldest: on the second page by date
    const pinB = ids.at(-3)!; // recent: on the first page by date too
    const as = t.caller({ headers: artist.headers }).feed;
    await as.pin({ postId: pinA });
    t.clock.advance(1000);
    await as.pin({ postId: pinB });

    const feed = t.caller({ headers: reader.headers }).feed;
    const first = await feed.list({ tab: 'recentes' });
    expect(first.items.slice(0, 2).map((p) => [p.id, p.pinned])).toEqual([
      [pinB, true],
      [pinA, true],
    ]);
    expect(first.items.slice(2).every((p) => !p.pinned)).toBe(true);
    expect(first.items).toHaveLength(FEED_PAGE_SIZE + 2);
    const seen = new Set(first.items.map((p) => p.id));
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await feed.list({ tab: 'recentes', cursor });
      for (const p of page.items) {
        expect(seen.has(p.id), `${p.id} twice`).toBe(false);
        seen.add(p.id);
      }
      cursor = page.nextCursor;
    }
    for (const id of ids) expect(seen.has(id)).toBe(true);

    // Unpinned, the post goes back to its place by date.
    await as.unpin({ postId: pinB });
    const again = await feed.list({ tab: 'recentes' });
    expect(again.items[0]).toMatchObject({ id: pinA, pinned: true });
    expect(again.items.find((p) => p.id === pinB)).toMatchObject({ pinned: false });
  });

  it('a 4th pin is refused with the message; pinning twice changes nothing; every change is in moderation_actions with the artist as actor', async () => {
    await unpinAll();
    const { ids, author } = await postsInOrder(4);
    const artist = await artistMember(t.deps);
    const as = t.caller({ headers: artist.headers }).feed;
    for (const id of ids.slice(0, 3)) await as.pin({ postId: id });
    await as.pin({ postId: ids[0]! });
    await expect(as.pin({ postId: ids[3]! })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Você já tem 3 posts fixados. Desafixe um para fixar este.',
    });
    expect((await t.deps.db.select().from(posts).where(eq(posts.id, ids[3]!)))[0]!.pinnedAt).toBeNull();
    await as.unpin({ postId: ids[1]! });
    await as.pin({ postId: ids[3]! });

    const actions = await t.deps.db
      .select()
      .from(moderationActions)
      .where(and(eq(moderationActions.targetType, 'post'), eq(moderationActions.memberId, author.userId)));
    expect(actions.map((a) => a.action).sort()).toEqual(['pin', 'pin', 'pin', 'pin', 'unpin']);
    expect(new Set(actions.map((a) => a.actor))).toEqual(new Set([artist.userId]));
  });

  it('a pinned post removed by the moderation frees its place at the top and cannot be pinned again', async () => {
    await unpinAll();
    const { ids } = await postsInOrder(4);
    const artist = await artistMember(t.deps);
    const api = t.caller({ headers: artist.headers });
    for (const id of ids.slice(0, 3)) await api.feed.pin({ postId: id });
    await api.moderation.remove({ targetType: 'post', targetId: ids[0]! });
    await expect(api.feed.pin({ postId: ids[3]! })).resolves.toEqual({ pinned: true });
    await expect(api.feed.pin({ postId: ids[0]! })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const first = await api.feed.list({ tab: 'recentes' });
    expect(
      first.items
        .filter((p) => p.pinned)
        .map((p) => p.id)
        .sort(),
    ).toEqual([ids[1]!, ids[2]!, ids[3]!].sort());
  });

  it('Em Alta keeps its own order: a pinned post is marked but not moved', async () => {
    await unpinAll();
    const { ids } = await postsInOrder(3);
    const artist = await artistMember(t.deps);
    await t.caller({ headers: artist.headers }).feed.pin({ postId: ids[0]! });
    const page = await t.caller({ headers: artist.headers }).feed.list({ tab: 'em-alta' });
    expect(page.items.filter((p) => p.id === ids[0])).toEqual([expect.objectContaining({ pinned: true })]);
  });

  it('refuses any other member, a paying one too, and writes nothing', async () => {
    await unpinAll();
    const { ids } = await postsInOrder(1);
    for (const m of [await makeMember(t.deps), await makeSubscriber(t.deps, 'tier_ouro')]) {
      await expect(t.caller({ headers: m.headers }).feed.pin({ postId: ids[0]! })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Só o artista pode fixar posts no topo.',
      });
      await expect(t.caller({ headers: m.headers }).feed.unpin({ postId: ids[0]! })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(t.caller({}).feed.pin({ postId: ids[0]! })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await t.deps.db.select().from(posts).where(eq(posts.id, ids[0]!)))[0]!.pinnedAt).toBeNull();
    expect(await t.deps.db.select().from(moderationActions).where(eq(moderationActions.targetId, ids[0]!))).toEqual([]);
  });

  it("'Post não encontrado' for a post that does not exist", async () => {
    const artist = await artistMember(t.deps);
    await expect(t.caller({ headers: artist.headers }).feed.pin({ postId: 'post_que_nao_existe' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Post não encontrado',
    });
  });
});
