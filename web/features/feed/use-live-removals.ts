import { FEED_REMOVED_EVENT, type FeedRemovedEvent } from '../../../worker/contracts/moderation';
import { dropFromFeed } from './feed-cache';
import { useFeedEvent, type FeedUtils } from './use-feed-event';

const isEvent = (d: unknown): d is FeedRemovedEvent =>
  typeof d === 'object' && d !== null && Array.isArray((d as FeedRemovedEvent).postIds) && Array.isArray((d as FeedRemovedEvent).comments);
const onRemoved = (event: FeedRemovedEvent, utils: FeedUtils) => dropFromFeed(utils, event);

/** An open feed drops what the moderation removed (or a suspension hid) as it happens, without a reload. */
export const useLiveRemovals = () => useFeedEvent(FEED_REMOVED_EVENT, isEvent, onRemoved);
