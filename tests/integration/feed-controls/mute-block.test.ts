import { describe, expect, it } from 'vitest';
import { makePost } from '../../factories/feed';
import { makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

// Many writes in a moment: the write budgets have their own file (foundation/write-limits.test.ts).
const t = useTestDeps({ writeLimits: false });

type Member = Awaited<ReturnType<typeof makeMember>>;
const api = (m: Member) => t.caller({ headers: m.headers }).feed;

async function seenBy(m: Member, tab: 'recentes' | 'em-alta' = 'recentes') {
  return new Set((await api(m).list({ tab })).items.map((p) => p.author.userId));
}

async function commentersSeenBy(m: Member, postId: string) {
  return new Set((await api(m).comments({ postId })).map((c) => c.author.userId));
}

/** Three members, each with a post; a fourth post by `c` where `a` and `b` comment. */
async function threeMembers() {
  const [a, b, c] = [await makeMember(t.deps), await makeMember(t.deps), await makeMember(t.deps)];
  for (const m of [a, b, c]) await makePost(t.deps, m.userId, { content: `Post de ${m.username}` });
  const thread = await makePost(t.deps, c.userId, { content: 'Conversa' });
  for (const m of [a, b]) await api(m).comment({ postId: thread, content: `Comentário de ${m.username}` });
  return { a, b, c, thread };
}

describe("'Silenciar'", () => {
  it("the muted member's posts and comments leave the muter's feed, both tabs; others still see them; 'Deixar de silenciar' brings them back", async () => {
    const { a, b, c, thread } = await threeMembers();
    await api(a).mute({ username: `@${b.username}` });
    for (const tab of ['recentes', 'em-alta'] as const) {
      expect((await seenBy(a, tab)).has(b.userId)).toBe(false);
      expect((await seenBy(a, tab)).has(c.userId)).toBe(true);
    }
    expect(await commentersSeenBy(a, thread)).toEqual(new Set([a.userId]));
    // Not both ways: the muted member, and everyone else, still see the muter.
    expect((await seenBy(b)).has(a.userId)).toBe(true);
    expect(await commentersSeenBy(c, thread)).toEqual(new Set([a.userId, b.userId]));

    expect(await api(a).muted()).toEqual([expect.objectContaining({ userId: b.userId, username: b.username })]);
    await api(a).unmute({ username: b.username });
    expect((await seenBy(a)).has(b.userId)).toBe(true);
    expect(await api(a).muted()).toEqual([]);
  });

  it('muting twice is one mute; muting oneself or an unknown @ is refused', async () => {
    const [a, b] = [await makeMember(t.deps), await makeMember(t.deps)];
    await api(a).mute({ username: b.username });
    await api(a).mute({ username: b.username.toUpperCase() });
    expect(await api(a).muted()).toHaveLength(1);
    await expect(api(a).mute({ username: a.username })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Você não pode silenciar a si mesmo.',
    });
    await expect(api(a).mute({ username: 'ninguem_com_esse_nome' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("'Baixar meus dados' lists the member's mutes by username", async () => {
    const [a, b] = [await makeMember(t.deps), await makeMember(t.deps)];
    await api(a).mute({ username: b.username });
    const data = await t.caller({ headers: a.headers }).privacy.exportData();
    expect(data.mutes).toEqual([{ mutedUsername: b.username, createdAt: expect.any(String) }]);
    expect(data.profile).toMatchObject({ customBadge: null });
  });

  it("the list shows only the member's own mutes", async () => {
    const [a, b, c] = [await makeMember(t.deps), await makeMember(t.deps), await makeMember(t.deps)];
    await api(b).mute({ username: c.username });
    expect(await api(a).muted()).toEqual([]);
    await expect(t.caller({}).feed.muted()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller({}).feed.mute({ username: c.username })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe("'Bloquear' in the feed", () => {
  it("hides both members' posts and comments from each other, both ways, and only from each other", async () => {
    const { a, b, c, thread } = await threeMembers();
    await t.caller({ headers: a.headers }).messages.block({ username: b.username });
    expect((await seenBy(a)).has(b.userId)).toBe(false);
    expect((await seenBy(b)).has(a.userId)).toBe(false);
    expect((await seenBy(b, 'em-alta')).has(a.userId)).toBe(false);
    expect(await commentersSeenBy(a, thread)).toEqual(new Set([a.userId]));
    expect(await commentersSeenBy(b, thread)).toEqual(new Set([b.userId]));
    const third = await seenBy(c);
    expect([third.has(a.userId), third.has(b.userId)]).toEqual([true, true]);

    await t.caller({ headers: a.headers }).messages.unblock({ username: b.username });
    expect((await seenBy(b)).has(a.userId)).toBe(true);
  });
});
