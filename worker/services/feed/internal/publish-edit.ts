import type { AppDeps } from '../../../adapters/deps';
import { FEED_EDITED_EVENT, type FeedEditedEvent } from '../../../contracts/edits';
import { FEED_CHANNEL } from '../../../contracts/moderation';
import { errorFields } from '../../../lib/error-fields';

/** After an edit commits: open feeds refetch that post or its comments (the event carries ids, never text). */
export function publishEdit(deps: Pick<AppDeps, 'realtime' | 'defer' | 'logger'>, event: FeedEditedEvent) {
  deps.defer(async () => {
    try {
      await deps.realtime.publish(FEED_CHANNEL, FEED_EDITED_EVENT, event);
    } catch (e) {
      deps.logger.error('edit publish failed', errorFields(e));
    }
  });
}
