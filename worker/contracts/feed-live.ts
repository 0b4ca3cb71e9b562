import type { ReactionCounts } from './feed';

/**
 * Realtime on the feed's channel (FEED_CHANNEL, read-only for every member): a post's public
 * counts changed. Counts and ids only — never text, media or who acted — so an event about an
 * exclusive post tells a member below its plan nothing the locked card does not already show.
 */
export const FEED_COUNTS_EVENT = 'counts';
export interface FeedCountsEvent {
  postId: string;
  /** The post's author: their side column's Estatísticas refresh. */
  authorId: string;
  reactions: ReactionCounts;
  commentsCount: number;
}

export const isFeedCountsEvent = (d: unknown): d is FeedCountsEvent =>
  typeof d === 'object' &&
  d !== null &&
  typeof (d as FeedCountsEvent).postId === 'string' &&
  typeof (d as FeedCountsEvent).authorId === 'string' &&
  typeof (d as FeedCountsEvent).commentsCount === 'number' &&
  typeof (d as FeedCountsEvent).reactions === 'object' &&
  (d as FeedCountsEvent).reactions !== null;

/**
 * Realtime on FEED_CHANNEL after a post commits: open feeds offer 'Novos posts' instead of moving
 * what the member reads. Ids only; the post itself comes with the feed's next read, filtered there.
 */
export const FEED_NEW_POST_EVENT = 'new-post';
export interface FeedNewPostEvent {
  postId: string;
  authorId: string;
}

export const isFeedNewPostEvent = (d: unknown): d is FeedNewPostEvent =>
  typeof d === 'object' &&
  d !== null &&
  typeof (d as FeedNewPostEvent).postId === 'string' &&
  typeof (d as FeedNewPostEvent).authorId === 'string';
