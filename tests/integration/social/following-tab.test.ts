import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../../db/schema';
import { FEED_PAGE_SIZE } from '../../../worker/contracts/feed';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps({ writeLimits: false });

type Member = Awaited<ReturnType<typeof makeMember>>;
const as = (m: Member) => t.caller({ headers: m.headers });
const following = async (m: Member, cursor?: string | null) => as(m).feed.list({ tab: 'seguindo', cursor });

describe("the feed's 'Seguindo' tab", () => {
  it('shows only the posts of the members I follow, newest first, 20 a page by keyset, with no skip or repeat on equal instants', async () => {
    const [me, ana, bia, stranger] = [
      await makeMember(t.deps),
      await makeMember(t.deps),
      await makeMember(t.deps),
      await makeMember(t.deps),
    ];
    expect(await following(me)).toEqual({ items: [], nextCursor: null });
    await as(me).social.follow({ username: ana.username });
    await as(me).social.follow({ username: bia.username });
    const made: string[] = [];
    for (let i = 0; i < 25; i++) {
      made.push(await makePost(t.deps, i % 2 ? ana.userId : bia.userId, { content: `post ${i}` }));
      await makePost(t.deps, stranger.userId, { content: `alheio ${i}` });
      await makePost(t.deps, me.userId, { content: `meu ${i}` });
      // Pairs of posts share an instant: the id orders them.
      if (i % 2) t.clock.advance(1000);
    }
    const first = await following(me);
    expect(first.items).toHaveLength(FEED_PAGE_SIZE);
    const second = await following(me, first.nextCursor);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items];
    expect(new Set(seen.map((p) => p.id))).toEqual(new Set(made));
    expect(seen).toHaveLength(25);
    const order = seen.map((p) => [p.createdAt, p.id] as const);
    const byte = (x: string, y: string) => (x < y ? 1 : x > y ? -1 : 0);
    expect(order).toEqual([...order].sort((a, b) => (a[0] === b[0] ? byte(a[1], b[1]) : byte(a[0], b[0]))));
    // Unfollowing takes that member's posts out of the tab.
    await as(me).social.unfollow({ username: ana.username });
    expect(new Set((await following(me)).items.map((p) => p.author.userId))).toEqual(new Set([bia.userId]));
  });

  it('respects removals, suspensions, mutes and exclusive posts exactly as the feed does', async () => {
    const [me, ana] = [await makeMember(t.deps), await makeMember(t.deps)];
    const artist = await makeSubscriber(t.deps, 'tier_bronze', { username: t.deps.config.ARTIST_USERNAME });
    await as(me).social.follow({ username: ana.username });
    await as(me).social.follow({ username: artist.username });
    const removed = await makePost(t.deps, ana.userId, { content: 'removido' });
    await t.deps.db.update(posts).set({ removedAt: t.clock.now() }).where(eq(posts.id, removed));
    const hidden = await makePost(t.deps, ana.userId, { content: 'oculto' });
    await t.deps.db.update(posts).set({ hiddenAt: t.clock.now() }).where(eq(posts.id, hidden));
    const kept = await makePost(t.deps, ana.userId, { content: 'visível' });
    t.clock.advance(1000);
    const exclusive = (await as(artist).feed.create({ content: 'Só para Ouro', visibility: 'ouro' })).id;
    t.clock.advance(1000);
    const pinnedOpen = (await as(artist).feed.create({ content: 'Fixado' })).id;
    await as(artist).feed.pin({ postId: pinnedOpen });

    const items = (await following(me)).items;
    expect(items.map((p) => p.id)).toEqual([pinnedOpen, exclusive, kept]);
    expect(items.find((p) => p.id === exclusive)).toMatchObject({ locked: true, content: '' });
    // The same reads on the profile.
    const onProfile = await as(me).social.posts({ username: ana.username });
    expect(onProfile.items.map((p) => p.id)).toEqual([kept]);
    expect((await as(me).social.posts({ username: artist.username })).items.find((p) => p.id === exclusive)).toMatchObject({
      locked: true,
      content: '',
    });

    await as(me).feed.mute({ username: ana.username });
    expect((await following(me)).items.map((p) => p.id)).toEqual([pinnedOpen, exclusive]);
    expect((await as(me).social.posts({ username: ana.username })).items).toEqual([]);
  });

  it("a profile's posts: only that member's, keyset paged; a block hides them both ways", async () => {
    const [me, ana, other] = [await makeMember(t.deps), await makeMember(t.deps), await makeMember(t.deps)];
    for (let i = 0; i < 22; i++) {
      await makePost(t.deps, ana.userId, { content: `ana ${i}` });
      await makePost(t.deps, other.userId);
      t.clock.advance(10);
    }
    const first = await as(me).social.posts({ username: ana.username.toUpperCase() });
    const second = await as(me).social.posts({ username: ana.username, cursor: first.nextCursor });
    expect([...first.items, ...second.items].map((p) => p.content)).toEqual(Array.from({ length: 22 }, (_, i) => `ana ${21 - i}`));
    expect(second.nextCursor).toBeNull();
    await as(ana).messages.block({ username: me.username });
    expect((await as(me).social.posts({ username: ana.username })).items).toEqual([]);
    expect((await as(ana).social.posts({ username: me.username })).items).toEqual([]);
  });
});
