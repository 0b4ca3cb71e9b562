import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts, subscriptions } from '../../../db/schema';
import { WRITE_RULES } from '../../../worker/contracts/limits';
import { artistMember } from '../../factories/artist-member';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

// Sixty posts in bursts: the write budgets have their own file (foundation/write-limits.test.ts).
const t = useTestDeps({ writeLimits: false });

describe("the artist's member account, without a subscription", () => {
  it('has no subscription row and every right, at least as wide as Ouro', async () => {
    const artist = await artistMember(t.deps);
    expect(await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, artist.userId))).toEqual([]);
    const mine = await t.caller({ headers: artist.headers }).members.rights();
    const ouro = await t.caller({ headers: (await makeSubscriber(t.deps, 'tier_ouro')).headers }).members.rights();
    expect(mine).toMatchObject({
      tier: null,
      isArtist: true,
      canPost: true,
      postsPerDay: null,
      canUploadVideo: true,
      canUploadAudio: true,
      canAccessLives: true,
      canCreatePolls: true,
      dmParticipants: null,
      customBadge: true,
      exclusiveContent: true,
    });
    expect(mine.filesPerPost).toBeGreaterThanOrEqual(ouro.filesPerPost);
    expect(mine.maxFileSizeMb).toBeGreaterThanOrEqual(ouro.maxFileSizeMb);
    expect(ouro.isArtist).toBe(false);
  });

  it('posts with no daily limit, with a poll', async () => {
    const artist = await artistMember(t.deps);
    const api = t.caller({ headers: artist.headers }).feed;
    for (let i = 0; i < 60; i++) {
      // The widest burst (30 in ten minutes) holds for the artist too: the day has no limit, the minute has.
      if (i > 0 && i % WRITE_RULES.post.max === 0) t.clock.advance(WRITE_RULES.post.windowSeconds * 1000);
      await api.create({ content: `Recado ${i}` });
    }
    t.clock.advance(WRITE_RULES.post.windowSeconds * 1000);
    const { id } = await api.create({
      content: 'Qual abre o show?',
      poll: { question: 'Qual abre o show?', options: ['Chora Piranha', 'Baile do Mito'], expiry: '7', multipleChoice: false },
    });
    expect(id).toEqual(expect.any(String));
    const [n] = await t.deps.db.select({ n: count() }).from(posts).where(eq(posts.userId, artist.userId));
    expect(n!.n).toBeGreaterThanOrEqual(61);
    const post = await api.post({ postId: id });
    expect(post).toMatchObject({ id, author: { isArtist: true }, poll: { question: 'Qual abre o show?' } });
  });

  it('starts a video upload and a conversation, also with a group', async () => {
    const artist = await artistMember(t.deps);
    const caller = t.caller({ headers: artist.headers });
    await expect(caller.feed.startUpload({ size: 40 * 1024 * 1024, kind: 'video' })).resolves.toMatchObject({
      uploadId: expect.any(String),
    });
    const [a, b, c] = await Promise.all([makeMember(t.deps), makeMember(t.deps), makeMember(t.deps)]);
    await expect(caller.messages.start({ usernames: [a!.username] })).resolves.toMatchObject({ id: expect.any(String) });
    await expect(
      caller.messages.start({ usernames: [a!.username, b!.username, c!.username], name: 'Bonde do Mito' }),
    ).resolves.toMatchObject({ id: expect.any(String) });
  });

  it('the dashboard and the usage panel show the artist, not a free plan', async () => {
    const artist = await artistMember(t.deps);
    const caller = t.caller({ headers: artist.headers });
    expect((await caller.members.dashboard()).rights).toMatchObject({ isArtist: true, canPost: true });
    expect(await caller.members.usage()).toMatchObject({ tierName: 'Artista', postsToday: { limit: null } });
  });

  it('a member with any other username and no subscription stays on the free plan', async () => {
    const free = await makeMember(t.deps, { username: `${t.deps.config.ARTIST_USERNAME}2` });
    await expect(t.caller({ headers: free.headers }).feed.create({ content: 'Oi' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await t.caller({ headers: free.headers }).members.rights()).toMatchObject({ tier: null, isArtist: false, canPost: false });
  });
});
