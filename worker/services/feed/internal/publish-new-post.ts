import type { AppDeps } from '../../../adapters/deps';
import { FEED_NEW_POST_EVENT, type FeedNewPostEvent } from '../../../contracts/feed-live';
import { FEED_CHANNEL } from '../../../contracts/moderation';
import { errorFields } from '../../../lib/error-fields';

/**
 * After the post's batch commits: open feeds hear that there is a new post (ids only). Deferred
 * (waitUntil on Workers), never awaited by the request; a lost event only means no pill — the next
 * read of the feed has the post anyway.
 */
export function publishNewPost(deps: Pick<AppDeps, 'realtime' | 'defer' | 'logger'>, event: FeedNewPostEvent) {
  deps.defer(async () => {
    try {
      await deps.realtime.publish(FEED_CHANNEL, FEED_NEW_POST_EVENT, event);
    } catch (e) {
      deps.logger.error('feed new post publish failed', errorFields(e));
    }
  });
}
