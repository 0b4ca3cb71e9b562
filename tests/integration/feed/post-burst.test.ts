import { describe, expect, it } from 'vitest';
import { postBurst, WRITE_RULES } from '../../../worker/contracts/limits';
import { makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

// The plan's burst is counted in the posts that went in (create-post.ts); the tries' budget has its own file (foundation/write-limits.test.ts).
const t = useTestDeps({ writeLimits: false });
const WINDOW_MS = WRITE_RULES.post.windowSeconds * 1000;

async function publish(api: ReturnType<typeof t.caller>, n: number, tag: string) {
  for (let i = 0; i < n; i++) await api.feed.create({ content: `${tag} ${i + 1}` });
}

describe('the burst of posts scales with the plan', () => {
  it('Bronze 10, Prata 25, Ouro and the artist 30 in ten minutes', () => {
    expect([postBurst(10), postBurst(50), postBurst(null)]).toEqual([10, 25, 30]);
  });

  it("Bronze: the day's 10 posts at once; the 11th reads the plan's daily-limit text", async () => {
    const bronze = await makeSubscriber(t.deps, 'tier_bronze');
    const api = t.caller({ headers: bronze.headers });
    await publish(api, 10, 'Bronze');
    await expect(api.feed.create({ content: 'Mais um' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Limite diário de posts atingido. Faça upgrade para postar mais!',
    });
    expect((await api.members.usage()).postsToday).toEqual({ used: 10, limit: 10 });
  });

  it('Prata: 25 at once, the 26th waits for the window, and the day still reaches its 50', async () => {
    const prata = await makeSubscriber(t.deps, 'tier_prata');
    const api = t.caller({ headers: prata.headers });
    await publish(api, 25, 'Prata');
    await expect(api.feed.create({ content: 'Rápido demais' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitos posts em pouco tempo. Tente novamente em 10 minutos.',
    });
    expect(api.ctx.resHeaders.get('Retry-After')).toBe(String(WRITE_RULES.post.windowSeconds));
    // The panel: 25 of 50 today, and the burst, nearer, full.
    await expect(api.members.usage()).resolves.toMatchObject({
      postsToday: { used: 25, limit: 50 },
      postsRecent: { used: 25, limit: 25, windowMinutes: 10, freesInSeconds: 600 },
    });
    t.clock.advance(4 * 60_000);
    await expect(api.feed.create({ content: 'Ainda cedo' })).rejects.toMatchObject({
      message: 'Muitos posts em pouco tempo. Tente novamente em 6 minutos.',
    });
    t.clock.advance(WINDOW_MS - 4 * 60_000);
    await publish(api, 25, 'Prata de novo');
    await expect(api.members.usage()).resolves.toMatchObject({ postsToday: { used: 50, limit: 50 } });
    t.clock.advance(WINDOW_MS);
    await expect(api.feed.create({ content: 'O 51º' })).rejects.toMatchObject({
      message: 'Limite diário de posts atingido. Faça upgrade para postar mais!',
    });
  });

  it('Ouro, without a daily limit: 30 in ten minutes, then the wait', async () => {
    const ouro = await makeSubscriber(t.deps, 'tier_ouro');
    const api = t.caller({ headers: ouro.headers });
    await publish(api, 30, 'Ouro');
    await expect(api.feed.create({ content: 'O 31º' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitos posts em pouco tempo. Tente novamente em 10 minutos.',
    });
    await expect(api.members.usage()).resolves.toMatchObject({
      postsToday: { used: 30, limit: null },
      postsRecent: { used: 30, limit: 30 },
    });
    t.clock.advance(WINDOW_MS);
    await expect(api.feed.create({ content: 'Depois da janela' })).resolves.toMatchObject({ id: expect.any(String) });
  });
});
