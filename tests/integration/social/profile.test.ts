import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts, profiles } from '../../../db/schema';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps({ writeLimits: false });

type Member = Awaited<ReturnType<typeof makeMember>>;
const as = (m: Member) => t.caller({ headers: m.headers });

describe('/membro/{username}', () => {
  it("shows name, plan, the Ouro badge, reputation level, 'Membro desde' and the posts the feed shows", async () => {
    const viewer = await makeMember(t.deps);
    const ouro = await makeSubscriber(t.deps, 'tier_ouro');
    await t.deps.db
      .update(profiles)
      .set({ displayName: 'Ana do Baile', customBadge: '🔥 Fã nº 1', reputationScore: 140 })
      .where(eq(profiles.userId, ouro.userId));
    await makePost(t.deps, ouro.userId);
    const gone = await makePost(t.deps, ouro.userId);
    await t.deps.db.update(posts).set({ removedAt: t.clock.now() }).where(eq(posts.id, gone));
    expect(await as(viewer).social.profile({ username: `@${ouro.username.toUpperCase()}` })).toEqual({
      found: true,
      profile: {
        userId: ouro.userId,
        username: ouro.username,
        displayName: 'Ana do Baile',
        avatarUrl: null,
        isArtist: false,
        badge: '🔥 Fã nº 1',
        tierName: 'Ouro',
        reputation: 140,
        level: 'Veterano',
        joinedAt: t.clock.now().toISOString(),
        posts: 1,
        followers: 0,
        following: 0,
        isMe: false,
        followedByMe: false,
        blocked: false,
      },
    });
  });

  it('a badge saved on Ouro is not shown once the plan is gone; the artist has the crown; my own profile says so', async () => {
    const me = await makeMember(t.deps);
    await t.deps.db.update(profiles).set({ customBadge: '👑 Rei' }).where(eq(profiles.userId, me.userId));
    expect(await as(me).social.profile({ username: me.username })).toMatchObject({
      found: true,
      profile: { badge: null, tierName: null, isMe: true, level: 'Novato' },
    });
    const artist = await makeMember(t.deps, { username: t.deps.config.ARTIST_USERNAME });
    expect(await as(me).social.profile({ username: artist.username })).toMatchObject({
      found: true,
      profile: { isArtist: true, tierName: null },
    });
  });

  it("an unknown username is 'not found', not an error", async () => {
    const me = await makeMember(t.deps);
    expect(await as(me).social.profile({ username: 'ninguem_com_esse_nome' })).toEqual({ found: false });
  });
});
