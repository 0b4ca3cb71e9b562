import { describe, expect, it } from 'vitest';
import { postBurst, WRITE_RULES } from '../../../worker/contracts/limits';
import type { PostPollInput } from '../../../worker/contracts/post-polls';
import { saoPauloMidnight } from '../../../worker/services/feed/create-post';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { httpApp } from '../poll/http';
import { useTestDeps } from '../../setup/test-deps';

// Many writes in a moment to test other rules: the write budgets have their own file (foundation/write-limits.test.ts).
const t = useTestDeps({ writeLimits: false });

const poll: PostPollInput = { question: 'Qual o melhor show?', options: ['São Paulo', 'Rio'], expiry: '7', multipleChoice: false };

describe('posts per day by tier, with polls', () => {
  it.each([
    ['tier_bronze', 10],
    ['tier_prata', 50],
  ] as const)('%s: %i posts a day, poll-only posts included, then the limit message', async (tierId, limit) => {
    const member = await makeSubscriber(t.deps, tierId);
    const api = t.caller({ headers: member.headers }).feed;
    for (let i = 0; i < limit; i++) {
      // Past the plan's burst the next post waits for the window (post-burst.test.ts): the day's allowance is still all there.
      if (i > 0 && i % postBurst(limit) === 0) t.clock.advance(WRITE_RULES.post.windowSeconds * 1000);
      await api.create(i % 2 ? { content: `Post ${i}` } : { content: '', poll });
    }
    await expect(api.create({ content: '', poll })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Limite diário de posts atingido. Faça upgrade para postar mais!',
    });
  });

  it('a free member may not publish a poll either', async () => {
    const free = await makeMember(t.deps);
    await expect(t.caller({ headers: free.headers }).feed.create({ content: '', poll })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('members.usage (the usage-limits panel)', () => {
  it("counts today's posts (São Paulo day) against the tier's limits", async () => {
    const bronze = await makeSubscriber(t.deps, 'tier_bronze');
    await makePost(t.deps, bronze.userId, { createdAt: new Date(saoPauloMidnight(t.clock.now()).getTime() - 1) });
    const api = t.caller({ headers: bronze.headers });
    for (let i = 0; i < 7; i++) await api.feed.create({ content: `Post ${i}` });
    await expect(api.members.usage()).resolves.toEqual({
      tierName: 'Bronze',
      postsToday: { used: 7, limit: 10 },
      postsRecent: { used: 7, limit: 10, windowMinutes: 10, freesInSeconds: 600 },
      filesPerPost: 4,
      maxFileSizeMb: 10,
      canUploadVideo: false,
      dmParticipants: 2,
    });
  });

  it('Prata and Ouro: their limits; Ouro posts without limit (null)', async () => {
    const prata = await makeSubscriber(t.deps, 'tier_prata');
    await expect(t.caller({ headers: prata.headers }).members.usage()).resolves.toMatchObject({
      tierName: 'Prata',
      postsToday: { used: 0, limit: 50 },
      filesPerPost: 6,
      maxFileSizeMb: 25,
      canUploadVideo: true,
      dmParticipants: 10,
    });
    const ouro = await makeSubscriber(t.deps, 'tier_ouro');
    await t.caller({ headers: ouro.headers }).feed.create({ content: 'Oi' });
    await expect(t.caller({ headers: ouro.headers }).members.usage()).resolves.toMatchObject({
      tierName: 'Ouro',
      postsToday: { used: 1, limit: null },
      dmParticipants: null,
    });
  });

  it('a free member: no tier, 0 posts allowed', async () => {
    const free = await makeMember(t.deps);
    await expect(t.caller({ headers: free.headers }).members.usage()).resolves.toMatchObject({
      tierName: null,
      postsToday: { used: 0, limit: 0 },
    });
  });

  it("refuses an anonymous caller: 401 'Login necessário'", async () => {
    const res = await httpApp(t.deps, '198.51.100.32').app.request('http://localhost:3000/trpc/members.usage');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Login necessário');
  });
});
