import { describe, expect, it } from 'vitest';
import { WRITE_RULES } from '../../../worker/contracts/limits';
import { makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const { max, addressMax } = WRITE_RULES.search;

describe('feed.search budget', () => {
  it(`a member gets ${max} searches a minute; then 429 with the wait, and another member is not held by it`, async () => {
    const ana = await makeMember(t.deps);
    const api = t.caller({ headers: ana.headers, ip: '203.0.113.10' });
    for (let i = 0; i < max; i++)
      await api.feed.search({ q: `show ${i}`, section: i % 3 === 0 ? 'posts' : i % 3 === 1 ? 'members' : 'tags' });
    await expect(api.feed.search({ q: 'show', section: 'posts' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas buscas em pouco tempo. Tente novamente em 1 minuto.',
    });
    const leo = await makeMember(t.deps);
    await expect(
      t.caller({ headers: leo.headers, ip: '203.0.113.11' }).feed.search({ q: 'show', section: 'posts' }),
    ).resolves.toMatchObject({ section: 'posts' });
    await t.clock.advance(60_000);
    await expect(api.feed.search({ q: 'show', section: 'posts' })).resolves.toMatchObject({ section: 'posts' });
  });

  it(`one address gets ${addressMax} a minute across its members: a script with many accounts is held`, async () => {
    const ip = '203.0.113.20';
    for (let m = 0; m < addressMax / max; m++) {
      const api = t.caller({ headers: (await makeMember(t.deps)).headers, ip });
      for (let i = 0; i < max; i++) await api.feed.search({ q: `baile ${i}`, section: 'posts' });
    }
    const next = t.caller({ headers: (await makeMember(t.deps)).headers, ip });
    await expect(next.feed.search({ q: 'baile', section: 'posts' })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
