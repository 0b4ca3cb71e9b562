import { FEED_EDITED_EVENT, type FeedEditedEvent } from '../../../worker/contracts/edits';
import { patchFeedPost, snapshotFeed } from './feed-cache';
import { useFeedEvent, type FeedUtils as Utils } from './use-feed-event';

const isEvent = (d: unknown): d is FeedEditedEvent =>
  typeof d === 'object' && d !== null && typeof (d as FeedEditedEvent).postId === 'string';

const isCached = (utils: Utils, postId: string) => {
  const saved = snapshotFeed(utils, postId);
  return Boolean(saved.opened) || saved.tabs.some(([, data]) => data?.pages.some((p) => p.items.some((x) => x.id === postId)));
};

/** Only the edited post is read again (one small request, and only on pages that show it), then swapped in wherever it is cached. */
async function refreshPost(utils: Utils, postId: string) {
  try {
    const fresh = await utils.feed.post.fetch({ postId }, { staleTime: 0 });
    patchFeedPost(utils, postId, () => fresh);
  } catch {
    // Gone or no longer visible: the removal event or the next refetch takes care of it.
  }
}

const onEdited = (event: FeedEditedEvent, utils: Utils) => {
  if (event.commentId) void utils.feed.comments.invalidate({ postId: event.postId });
  else if (isCached(utils, event.postId)) void refreshPost(utils, event.postId);
};

/** An open feed shows an author's edit as it happens: the edited post, or that post's comments, refetch. */
export const useLiveEdits = () => useFeedEvent(FEED_EDITED_EVENT, isEvent, onEdited);
