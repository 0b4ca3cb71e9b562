import { useEffect } from 'react';
import { FEED_CHANNEL, FEED_REMOVED_EVENT, type FeedRemovedEvent } from '../../../worker/contracts/moderation';
import { useRealtime } from '../../lib/realtime/use-realtime';
import { trpc } from '../../lib/trpc';
import { dropFromFeed } from './feed-cache';

const isEvent = (d: unknown): d is FeedRemovedEvent =>
  typeof d === 'object' && d !== null && Array.isArray((d as FeedRemovedEvent).postIds) && Array.isArray((d as FeedRemovedEvent).comments);

/** An open feed drops what the moderation removed (or a suspension hid) as it happens, without a reload. */
export function useLiveRemovals() {
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 10_000 });
  const { connection } = useRealtime(me.data?.userId);
  const utils = trpc.useUtils();
  useEffect(() => {
    if (!connection) return;
    return connection.subscribe(FEED_CHANNEL, (name, data) => {
      if (name === FEED_REMOVED_EVENT && isEvent(data)) dropFromFeed(utils, data);
    });
  }, [connection, utils]);
}
