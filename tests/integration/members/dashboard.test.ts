import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts, profiles, subscriptions, tshirtPollVotes } from '../../../db/schema';
import { currentTier, GRACE_MS } from '../../../worker/services/members/rights';
import * as files from '../../factories/media-files';
import { makeMember } from '../../factories/sessions';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { httpApp } from '../poll/http';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const DAY = 86_400_000;

async function subscribe(userId: string, tierId: string, status: 'trialing' | 'active' | 'past_due' | 'canceled', periodEnd: Date) {
  await t.deps.db.update(profiles).set({ subscriptionTierId: tierId }).where(eq(profiles.userId, userId));
  await t.deps.db
    .insert(subscriptions)
    .values({ id: `sub_${userId}`, userId, tierId, status, currentPeriodEnd: periodEnd, createdAt: t.clock.now() })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { tierId, status, currentPeriodEnd: periodEnd } });
}

describe('/dashboard', () => {
  it('counts the member’s real posts, 0 followers/following, reputation with its level', async () => {
    const member = await makeMember(t.deps);
    const other = await makeMember(t.deps);
    for (const [i, userId] of [member.userId, member.userId, member.userId, other.userId].entries()) {
      await t.deps.db.insert(posts).values({ id: `post_dash_${member.userId}_${i}`, userId, content: 'Bora!', createdAt: t.clock.now() });
    }
    await t.deps.db
      .update(profiles)
      .set({ reputationScore: 140, mitoCoins: 37, displayName: 'Ana Funkeira' })
      .where(eq(profiles.userId, member.userId));
    const view = await t.caller({ headers: member.headers }).members.dashboard();
    expect(view.stats).toEqual({ posts: 3, followers: 0, following: 0, reputation: 140, level: 'Veterano', mitoCoins: 37 });
    expect(view.displayName).toBe('Ana Funkeira');
    expect(view.rights.tier).toBeNull();
  });

  it('shows the tier’s rights while the subscription is live, free rights once it lapsed', async () => {
    const member = await makeMember(t.deps);
    const now = t.clock.now();
    await subscribe(member.userId, 'tier_prata', 'trialing', new Date(now.getTime() + 30 * DAY));
    const rights = await t.caller({ headers: member.headers }).members.rights();
    expect(rights).toMatchObject({ tier: { name: 'Prata' }, postsPerDay: 50, dmParticipants: 10, canUploadVideo: true });

    // past_due: the provider still retries the card, the tier stays.
    await subscribe(member.userId, 'tier_prata', 'past_due', new Date(now.getTime() - DAY));
    expect((await currentTier(t.deps, { userId: member.userId, now }))?.name).toBe('Prata');
    // The period ended longer ago than the grace: lapsed.
    expect(await currentTier(t.deps, { userId: member.userId, now: new Date(now.getTime() - DAY + GRACE_MS) })).toBeNull();
    await subscribe(member.userId, 'tier_ouro', 'canceled', new Date(now.getTime() + 30 * DAY));
    expect(await currentTier(t.deps, { userId: member.userId, now })).toBeNull();
    expect((await t.caller({ headers: member.headers }).members.dashboard()).rights).toMatchObject({
      tier: null,
      canComment: true,
      canPost: false,
    });
  });

  it('a tier on the profile without a subscription row is not a tier', async () => {
    const member = await makeMember(t.deps, { tierId: 'tier_ouro' });
    expect(await currentTier(t.deps, { userId: member.userId, now: t.clock.now() })).toBeNull();
  });
});

describe('configurações', () => {
  it('changes the display name and WhatsApp', async () => {
    const member = await makeMember(t.deps);
    const caller = t.caller({ headers: member.headers });
    await caller.members.updateSettings({ displayName: '  Léo da Quebrada ', whatsapp: '+55 (21) 99876-5432' });
    await expect(caller.members.account()).resolves.toMatchObject({
      displayName: 'Léo da Quebrada',
      whatsapp: '5521998765432',
      email: member.email,
    });
    expect((await caller.members.dashboard()).displayName).toBe('Léo da Quebrada');
  });

  it('uploads a photo checked by its bytes: JPEG/PNG/WebP only, 2 MB at most, served back from the media store', async () => {
    const member = await makeMember(t.deps);
    const http = httpApp(t.deps);
    const upload = (body: Uint8Array, type = 'image/png', cookie = member.cookie) =>
      http.app.request('http://localhost:3000/api/members/avatar', {
        method: 'POST',
        headers: { cookie, 'content-type': type, origin: 'http://localhost:3000' },
        body: new Uint8Array(body),
      });
    const png = files.png();
    const ok = await upload(png);
    expect(ok.status).toBe(200);
    const { avatarUrl } = (await ok.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(new RegExp(`^/api/media/avatars/${member.userId}/[A-Za-z0-9_-]+\\.png$`));
    const served = await http.get(avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    // A script renamed to .png with an image Content-Type is still not an image.
    const fake = await upload(new TextEncoder().encode('<svg onload=alert(1)></svg>'.padEnd(64, ' ')), 'image/png');
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { error: { message: string } }).error.message).toBe(
      'Arquivo inválido. Envie uma foto JPG, PNG ou WebP.',
    );
    const big = await upload(new Uint8Array(2 * 1024 * 1024 + 1).fill(0xff), 'image/jpeg');
    expect(big.status).toBe(413);
    expect((await upload(png, 'image/png', 'mito_session=abcdefghijklmnopqrstuvwxyz234567')).status).toBe(401);

    // A second photo replaces the first, which is deleted.
    const jpeg = files.jpeg();
    const second = (await (await upload(jpeg, 'image/jpeg')).json()) as { avatarUrl: string };
    expect(second.avatarUrl).toMatch(/\.jpg$/);
    expect((await http.get(avatarUrl)).status).toBe(404);
    expect((await t.caller({ headers: member.headers }).members.account()).avatarUrl).toBe(second.avatarUrl);
  });
});

describe('votos e membros', () => {
  it('a member claims the vote cast anonymously with its voter token; another member cannot take it', async () => {
    const vote = await t.caller({ ip: nextVoterIp() }).poll.vote({ ...voterForm(), optionId: 'opt_design3' });
    const member = await makeMember(t.deps);
    const other = await makeMember(t.deps);
    await expect(t.caller({ headers: member.headers }).poll.claimVote({ voterToken: vote.voterToken })).resolves.toMatchObject({
      optionId: 'opt_design3',
      coupon: vote.coupon,
    });
    const [row] = await t.deps.db
      .select({ userId: tshirtPollVotes.userId })
      .from(tshirtPollVotes)
      .where(eq(tshirtPollVotes.raffleCoupon, vote.coupon));
    expect(row!.userId).toBe(member.userId);
    // Claiming again is harmless; someone else gets "not found", never "belongs to someone".
    await expect(t.caller({ headers: member.headers }).poll.claimVote({ voterToken: vote.voterToken })).resolves.toHaveProperty('coupon');
    await expect(t.caller({ headers: other.headers }).poll.claimVote({ voterToken: vote.voterToken })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Voto não encontrado. Tente votar novamente.',
    });
    await expect(t.caller({ headers: other.headers }).poll.claimVote({ voterToken: 'x'.repeat(43) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
