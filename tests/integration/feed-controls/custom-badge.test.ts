import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, subscriptions } from '../../../db/schema';
import { artistMember } from '../../factories/artist-member';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

// Many writes in a moment: the write budgets have their own file (foundation/write-limits.test.ts).
const t = useTestDeps({ writeLimits: false });
const DAY = 86_400_000;

type Member = Awaited<ReturnType<typeof makeMember>>;
const members = (m: Member) => t.caller({ headers: m.headers }).members;

async function badgeSeenOnPost(author: Member) {
  const reader = await makeMember(t.deps);
  const postId = await makePost(t.deps, author.userId);
  await t.caller({ headers: author.headers }).feed.comment({ postId, content: 'Eu mesmo' });
  const post = await t.caller({ headers: reader.headers }).feed.post({ postId });
  const [comment] = await t.caller({ headers: reader.headers }).feed.comments({ postId });
  const listed = (await t.caller({ headers: reader.headers }).feed.list({})).items.find((p) => p.id === postId);
  return { post: post.author.badge ?? null, comment: comment!.author.badge ?? null, listed: listed?.author.badge ?? null };
}

describe('selo personalizado (plano Ouro)', () => {
  it('an Ouro member saves an emoji and a short text; it shows beside their name on posts, the feed and comments', async () => {
    const ouro = await makeSubscriber(t.deps, 'tier_ouro');
    expect(await members(ouro).badge()).toEqual({ badge: null, allowed: true });
    await members(ouro).setBadge({ badge: { emoji: ' 🔥 ', text: '  Fã nº 1 ' } });
    expect(await members(ouro).badge()).toEqual({ badge: { emoji: '🔥', text: 'Fã nº 1' }, allowed: true });
    expect(await badgeSeenOnPost(ouro)).toEqual({ post: '🔥 Fã nº 1', comment: '🔥 Fã nº 1', listed: '🔥 Fã nº 1' });

    await members(ouro).setBadge({ badge: null });
    expect(await badgeSeenOnPost(ouro)).toEqual({ post: null, comment: null, listed: null });
  });

  it("a member who is not Ouro is refused with the plan's message, and nothing is stored", async () => {
    for (const m of [await makeMember(t.deps), await makeSubscriber(t.deps, 'tier_prata')]) {
      expect((await members(m).badge()).allowed).toBe(false);
      await expect(members(m).setBadge({ badge: { emoji: '🔥', text: 'Fã' } })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'O selo personalizado é um benefício do plano Ouro.',
      });
      const [row] = await t.deps.db.select({ badge: profiles.customBadge }).from(profiles).where(eq(profiles.userId, m.userId));
      expect(row!.badge).toBeNull();
    }
    await expect(t.caller({}).members.setBadge({ badge: null })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('is no longer shown once the member is no longer Ouro (plan canceled, or ended past the grace days)', async () => {
    const ouro = await makeSubscriber(t.deps, 'tier_ouro');
    await members(ouro).setBadge({ badge: { emoji: '👑', text: 'Bonde' } });
    await t.deps.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, ouro.userId));
    expect(await badgeSeenOnPost(ouro)).toEqual({ post: null, comment: null, listed: null });

    const lapsed = await makeSubscriber(t.deps, 'tier_ouro');
    await members(lapsed).setBadge({ badge: { emoji: '👑', text: 'Bonde' } });
    await t.deps.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(t.clock.now().getTime() - 4 * DAY) })
      .where(eq(subscriptions.userId, lapsed.userId));
    expect((await badgeSeenOnPost(lapsed)).post).toBeNull();
  });

  it.each([
    [{ emoji: 'AB', text: 'Fã' }, 'Escolha um emoji'],
    [{ emoji: '🔥🔥', text: 'Fã' }, 'Escolha um emoji'],
    [{ emoji: '🔥', text: '' }, 'Escreva o texto do selo'],
    [{ emoji: '🔥', text: 'Treze letras!' }, 'O selo pode ter até 12 caracteres'],
    [{ emoji: '🔥', text: 'bit.ly/x' }, 'O selo não pode ter links'],
    [{ emoji: '🔥', text: 'www.mito' }, 'O selo não pode ter links'],
    [{ emoji: '🔥', text: 'Artista' }, 'Este nome é reservado ao perfil oficial do MC Mito. Escolha outro nome.'],
    [{ emoji: '🔥', text: 'MC Mito' }, 'Este nome é reservado ao perfil oficial do MC Mito. Escolha outro nome.'],
  ])('refuses %o: %s', async (badge, message) => {
    const ouro = await makeSubscriber(t.deps, 'tier_ouro');
    await expect(members(ouro).setBadge({ badge })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(message),
    });
  });

  it('strips direction controls and counts an emoji as one character', async () => {
    const ouro = await makeSubscriber(t.deps, 'tier_ouro');
    await members(ouro).setBadge({ badge: { emoji: '❤️‍🔥', text: 'Fã\u202Enº1\u2066' } });
    expect((await members(ouro).badge()).badge).toEqual({ emoji: '❤️‍🔥', text: 'Fãnº1' });
  });

  it("the artist's account may set one too (its rights hold the badge)", async () => {
    const artist = await artistMember(t.deps);
    await members(artist).setBadge({ badge: { emoji: '🎤', text: 'Artista' } });
    expect(await badgeSeenOnPost(artist)).toMatchObject({ post: '🎤 Artista' });
  });
});
