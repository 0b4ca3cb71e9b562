import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tshirtPollVotes as votes } from '../../../db/schema';
import { createApp } from '../../../worker/app';
import { APP_ERRORS } from '../../../worker/contracts/errors';
import { POST_READS } from '../../../worker/contracts/post-reads';
import { voterForm } from '../../factories/voters';
import { makeArtistSession, makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

/**
 * Nothing personal in caches or URLs: every procedure's answer is `private, no-store`, and the reads whose
 * input is personal or a secret are refused as GET (their input would sit in a URL, and URLs are logged).
 */
const t = useTestDeps();
const ORIGIN = 'http://localhost:3000';
const app = () => createApp(t.deps, { clientIp: () => '10.20.30.40' });
const get = (path: string, headers: Record<string, string> = {}) => app().request(`${ORIGIN}/trpc/${path}`, { headers });
const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;

describe('Cache-Control of procedure answers', () => {
  it("a member's answers (auth.me, feed.list, messages.conversations) are private, no-store", async () => {
    const member = await makeMember(t.deps);
    for (const path of ['auth.me', `feed.list?${input({})}`, 'messages.conversations']) {
      const res = await get(path, { cookie: member.cookie });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it("the artist's and a failure's answers too", async () => {
    const artist = await makeArtistSession(t.deps);
    expect((await get('artist.stats', { cookie: artist.cookie })).headers.get('cache-control')).toBe('private, no-store');
    const refused = await get(`feed.list?${input({})}`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('reads whose input is personal go as POST', () => {
  it('refuses each POST read as GET with 405 and its text, alone or inside a batch', async () => {
    const artist = await makeArtistSession(t.deps);
    for (const path of POST_READS) {
      const res = await get(`${path}?${input({ q: '123.456', page: 1, orderId: 'x', code: 'x', cep: '01001000', voteId: 'x' })}`, {
        cookie: artist.cookie,
      });
      expect(res.status, path).toBe(405);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(APP_ERRORS.READ_BY_POST[1]);
    }
    expect((await get(`poll.current,orders.checkout?batch=1&${input({ 0: {}, 1: { orderId: 'x' } })}`)).status).toBe(405);
  });

  it('answers them as POST (the input in the body)', async () => {
    const artist = await makeArtistSession(t.deps);
    const res = await app().request(`${ORIGIN}/trpc/artist.voters`, {
      method: 'POST',
      headers: { cookie: artist.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ q: 'Maria', page: 1 }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never runs a mutation named in a GET (method override is on for POST reads only)', async () => {
    const before = (await t.deps.db.select({ n: count() }).from(votes).get())!.n;
    const res = await get(`poll.vote?${input({ ...voterForm(), optionId: 'opt_design1' })}`);
    expect(res.status).toBe(405);
    expect((await t.deps.db.select({ n: count() }).from(votes).get())!.n).toBe(before);
  });
});
