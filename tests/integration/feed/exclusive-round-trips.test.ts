import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../../db/schema';
import { evictSession } from '../../../worker/services/auth/internal/session-cache';
import { sessionIdOf } from '../../../worker/services/auth/internal/session-tokens';
import { makeSubscriber } from '../../factories/sessions';
import { roundTripApp } from '../../setup/round-trips';
import { useTestDeps } from '../../setup/test-deps';

/*
 * An exclusive post costs no extra round trip: the viewer's level is read beside the page's other
 * reads (feed.list, feed.post) or the comments (feed.comments), and a write's check beside the session read
 * (feed.react, feed.comment).
 * Counted as tests/integration/round-trips.test.ts counts, with the session memo cold.
 */
const t = useTestDeps();
let site: Awaited<ReturnType<typeof roundTripApp>>;
beforeAll(async () => {
  site = await roundTripApp({ deps: t.deps, background: t.background, file: t.dbFile });
  await site.call('billing.tiers');
});
afterAll(() => site.close());

describe('exclusive posts: still at most two round trips in a row', () => {
  it('list, post, react and comment by an Ouro member; list and post (the teaser) for a Prata member', async () => {
    const author = await makeSubscriber(site.deps, 'tier_ouro');
    const postId = `post_excl_${author.userId}`;
    await site.deps.db.insert(posts).values({ id: postId, userId: author.userId, content: 'Só Ouro', visibility: 'ouro', createdAt: site.deps.clock.now() });
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
    expect(await levelsOf(await makeSubscriber(site.deps, 'tier_ouro'), true)).toEqual({ 'feed.list': 2, 'feed.post': 2, 'feed.react': 2, 'feed.comment': 2, 'feed.comments': 2 });
    expect(await levelsOf(await makeSubscriber(site.deps, 'tier_prata'), false)).toEqual({ 'feed.list': 2, 'feed.post': 2 });
  });
});
