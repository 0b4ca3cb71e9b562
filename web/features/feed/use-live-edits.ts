import { useEffect } from 'react';
import { FEED_EDITED_EVENT, type FeedEditedEvent } from '../../../worker/contracts/edits';
import { FEED_CHANNEL } from '../../../worker/contracts/moderation';
import { useRealtime } from '../../lib/realtime/use-realtime';
import { trpc } from '../../lib/trpc';
import { patchFeedPost, snapshotFeed } from './feed-cache';

const isEvent = (d: unknown): d is FeedEditedEvent => typeof d === 'object' && d !== null && typeof (d as FeedEditedEvent).postId === 'string';

type Utils = ReturnType<typeof trpc.useUtils>;

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

/** An open feed shows an author's edit as it happens: the edited post, or that post's comments, refetch. */
export function useLiveEdits() {
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 10_000 });
  const { connection } = useRealtime(me.data?.userId);
  const utils = trpc.useUtils();
  useEffect(() => {
    if (!connection) return;
    return connection.subscribe(FEED_CHANNEL, (name, data) => {
      if (name !== FEED_EDITED_EVENT || !isEvent(data)) return;
      if (data.commentId) void utils.feed.comments.invalidate({ postId: data.postId });
      else if (isCached(utils, data.postId)) void refreshPost(utils, data.postId);
    });
  }, [connection, utils]);
}
