import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, sessions } from '../../db/schema';
import { evictSession } from '../../worker/services/auth/session-cache';
import { sessionIdOf } from '../../worker/services/auth/session-tokens';
import { makePost } from '../factories/feed';
import { makeMember, makeSubscriber } from '../factories/sessions';
import { roundTripApp } from '../setup/round-trips';
import { useTestDeps } from '../setup/test-deps';

/*
 * Every round trip to Turso crosses from the visitor's Cloudflare location to the database's
 * primary. A member request waits for at most two in a row: the session read travels with the
 * first reads that need no user id, and a mutation is one batch that checks what it needs itself.
 * Counted over @libsql/client/web and the dev Hrana endpoint, with the session memo cold.
 * (bench/round-trips.bench.ts prints the figures for every procedure.)
 */
const t = useTestDeps();
let site: Awaited<ReturnType<typeof roundTripApp>>;
beforeAll(async () => {
  site = await roundTripApp({ deps: t.deps, background: t.background, file: t.dbFile });
  // The client's first request asks the server's Hrana version once; not part of any call.
  await site.call('billing.tiers');
});
afterAll(() => site.close());

describe('member requests wait for at most two round trips in a row', () => {
  it('reads and writes of the feed and the messages', async () => {
    const fan = await makeSubscriber(site.deps, 'tier_ouro');
    const friend = await makeMember(site.deps);
    const postId = await makePost(site.deps, friend.userId);
    const { id: conversationId } = (await site.call('messages.start', {
      cookie: fan.cookie,
      mutation: true,
      input: { usernames: [friend.username] },
    })) as { id: string };
    await site.call('messages.send', { cookie: friend.cookie, mutation: true, input: { conversationId, content: 'Oi!' } });
    const cold = (input?: unknown, mutation = false) => {
      evictSession(site.db, sessionIdOf(fan.token));
      return { cookie: fan.cookie, input, mutation };
    };
    const levels: Record<string, number> = {};
    levels['feed.list'] = (await site.measure('feed.list', cold({ tab: 'recentes' }))).levels;
    levels['feed.post'] = (await site.measure('feed.post', cold({ postId }))).levels;
    levels['messages.conversations'] = (await site.measure('messages.conversations', cold())).levels;
    levels['messages.list'] = (await site.measure('messages.list', cold({ conversationId }))).levels;
    levels['feed.react'] = (await site.measure('feed.react', cold({ postId, type: 'fire' }, true))).levels;
    levels['feed.comment'] = (await site.measure('feed.comment', cold({ postId, content: 'Boa!' }, true))).levels;
    levels['messages.send'] = (await site.measure('messages.send', cold({ conversationId, content: 'Bora?' }, true))).levels;
    levels['feed.create'] = (await site.measure('feed.create', cold({ content: 'Post novo do fã' }, true))).levels;
    levels['lives.next'] = (await site.measure('lives.next', cold())).levels;
    expect(levels).toEqual({
      'lives.next': 2,
      'feed.create': 2,
      'feed.list': 2,
      'feed.post': 2,
      'messages.conversations': 2,
      'messages.list': 2,
      'feed.react': 2,
      'feed.comment': 2,
      'messages.send': 2,
    });
  });

  // An exclusive post: the viewer's level is read beside the page's other reads or the comments, and a
  // write's check beside the session read.
  it('exclusive posts: list, post, react and comment by an Ouro member; list and post (the teaser) for a Prata member', async () => {
    const author = await makeSubscriber(site.deps, 'tier_ouro');
    const postId = `post_excl_${author.userId}`;
    await site.deps.db
      .insert(posts)
      .values({ id: postId, userId: author.userId, content: 'Só Ouro', visibility: 'ouro', createdAt: site.deps.clock.now() });
    const levelsOf = async (member: Awaited<ReturnType<typeof makeSubscriber>>, writes: boolean) => {
      const cold = (input?: unknown, mutation = false) => {
        evictSession(site.db, sessionIdOf(member.token));
        return { cookie: member.cookie, input, mutation };
      };
      const reads = {
        'feed.list': (await site.measure('feed.list', cold({ tab: 'recentes' }))).levels,
        'feed.post': (await site.measure('feed.post', cold({ postId }))).levels,
      };
      if (!writes) return reads;
      return {
        ...reads,
        'feed.react': (await site.measure('feed.react', cold({ postId, type: 'fire' }, true))).levels,
        'feed.comment': (await site.measure('feed.comment', cold({ postId, content: 'Boa!' }, true))).levels,
        'feed.comments': (await site.measure('feed.comments', cold({ postId }))).levels,
      };
    };
    expect(await levelsOf(await makeSubscriber(site.deps, 'tier_ouro'), true)).toEqual({
      'feed.list': 2,
      'feed.post': 2,
      'feed.react': 2,
      'feed.comment': 2,
      'feed.comments': 2,
    });
    expect(await levelsOf(await makeSubscriber(site.deps, 'tier_prata'), false)).toEqual({ 'feed.list': 2, 'feed.post': 2 });
  });

  it('the list of conversations is one batch after the session, however many there are', async () => {
    const fan = await makeSubscriber(site.deps, 'tier_ouro');
    for (let i = 0; i < 3; i++) {
      const other = await makeMember(site.deps);
      await site.call('messages.start', { cookie: fan.cookie, mutation: true, input: { usernames: [other.username] } });
    }
    evictSession(site.db, sessionIdOf(fan.token));
    expect(await site.measure('messages.conversations', { cookie: fan.cookie })).toEqual({ requests: 2, levels: 2, deferred: 0 });
  });
});

describe('reads that start with the session read', () => {
  it('answer only UNAUTHORIZED to a session that is no longer valid, whatever they found', async () => {
    const author = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    const gone = await makeMember(t.deps);
    await t.deps.db.delete(sessions).where(eq(sessions.id, sessionIdOf(gone.token)));
    evictSession(t.deps.db, sessionIdOf(gone.token));
    const caller = t.caller({ headers: gone.headers });
    await expect(caller.feed.post({ postId })).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Login necessário' });
    await expect(caller.feed.post({ postId: 'post_nao_existe' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Login necessário',
    });
    await expect(caller.feed.list({ tab: 'recentes' })).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Login necessário' });
    // The dead cookie is dropped, as for any member procedure.
    expect(caller.ctx.resHeaders.get('set-cookie')).toMatch(/Max-Age=0/i);
  });
});
