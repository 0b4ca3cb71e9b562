import { useEffect } from 'react';
import { FEED_COUNTS_EVENT, isFeedCountsEvent, type FeedCountsEvent } from '../../../worker/contracts/feed-live';
import { FEED_CHANNEL } from '../../../worker/contracts/moderation';
import { useRealtime } from '../../lib/realtime/use-realtime';
import { trpc } from '../../lib/trpc';
import { setFeedCounts } from './feed-cache';

/** Events that arrive within this long are applied together: one cache write per burst, not per reaction. */
const BATCH_MS = 250;
/** The side column's Estatísticas refetch at most this often while the member's own posts are busy. */
const STATS_MS = 3_000;

/**
 * An open feed keeps every card's reaction and comment counts as they are now, for everyone, without a
 * reload: each counts event on the feed channel is written into the cached pages (no refetch), the
 * newest per post within a short burst. An open comment list refetches when its count moved; the
 * member's own Estatísticas (and reputation) refetch, coalesced, when the post was theirs.
 */
export function useLiveCounts() {
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 10_000 });
  const userId = me.data?.userId;
  const { connection } = useRealtime(userId);
  const utils = trpc.useUtils();
  useEffect(() => {
    if (!connection || !userId) return;
    const pending = new Map<string, FeedCountsEvent>();
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    let statsTimer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      flushTimer = undefined;
      let mine = false;
      for (const event of pending.values()) {
        const { commentsMoved } = setFeedCounts(utils, event);
        if (commentsMoved) void utils.feed.comments.invalidate({ postId: event.postId }, { refetchType: 'active' });
        mine ||= event.authorId === userId;
      }
      pending.clear();
      if (mine && !statsTimer) {
        statsTimer = setTimeout(() => {
          statsTimer = undefined;
          void utils.feed.myStats.invalidate();
          void utils.members.dashboard.invalidate();
        }, STATS_MS);
      }
    };
    const off = connection.subscribe(FEED_CHANNEL, (name, data) => {
      if (name !== FEED_COUNTS_EVENT || !isFeedCountsEvent(data)) return;
      pending.set(data.postId, data);
      flushTimer ??= setTimeout(flush, BATCH_MS);
    });
    return () => {
      off();
      clearTimeout(flushTimer);
      clearTimeout(statsTimer);
    };
  }, [connection, userId, utils]);
}
