import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evictSession } from '../../../worker/services/auth/session-cache';
import { sessionIdOf } from '../../../worker/services/auth/session-tokens';
import { makePost } from '../../factories/feed';
import { makeMember } from '../../factories/sessions';
import { roundTripApp } from '../../setup/round-trips';
import { useTestDeps } from '../../setup/test-deps';

/*
 * A member request waits for at most two database round trips in a row (counted over
 * @libsql/client/web and the dev Hrana endpoint, the session memo cold), profiles and follows included.
 */
const t = useTestDeps();
let site: Awaited<ReturnType<typeof roundTripApp>>;
beforeAll(async () => {
  site = await roundTripApp({ deps: t.deps, background: t.background, file: t.dbFile });
  await site.call('billing.tiers');
});
afterAll(() => site.close());

describe('profiles and follows wait for at most two round trips in a row', () => {
  it('profile, its posts and lists, follow, unfollow and the Seguindo tab', async () => {
    const [fan, ana] = [await makeMember(site.deps), await makeMember(site.deps)];
    await makePost(site.deps, ana.userId);
    const cold = (input?: unknown, mutation = false) => {
      evictSession(site.db, sessionIdOf(fan.token));
      return { cookie: fan.cookie, input, mutation };
    };
    const levels: Record<string, number> = {};
    levels['social.follow'] = (await site.measure('social.follow', cold({ username: ana.username }, true))).levels;
    levels['social.profile'] = (await site.measure('social.profile', cold({ username: ana.username }))).levels;
    levels['social.posts'] = (await site.measure('social.posts', cold({ username: ana.username }))).levels;
    levels['social.people'] = (await site.measure('social.people', cold({ username: ana.username, list: 'seguidores' }))).levels;
    levels['feed.list seguindo'] = (await site.measure('feed.list', cold({ tab: 'seguindo' }))).levels;
    levels['social.unfollow'] = (await site.measure('social.unfollow', cold({ username: ana.username }, true))).levels;
    expect(levels).toEqual({
      'social.follow': 2,
      'social.profile': 1,
      'social.posts': 2,
      'social.people': 2,
      'feed.list seguindo': 2,
      'social.unfollow': 2,
    });
  });
});
