import type { FeedPost } from '../../../worker/contracts/feed';
import { FEED_TABS } from '../../../worker/contracts/feed';
import { feedInput } from '../../lib/feed-tab';
import type { trpc } from '../../lib/trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

/** Every cached copy of one post: both tabs' pages and the post opened alone (?post=), to put back after a failed optimistic change. */
export function snapshotFeed(utils: Utils, postId: string) {
  return {
    tabs: FEED_TABS.map((tab) => [tab, utils.feed.list.getInfiniteData(feedInput(tab))] as const),
    opened: utils.feed.post.getData({ postId }),
    postId,
  };
}

export function restoreFeed(utils: Utils, saved: ReturnType<typeof snapshotFeed> | undefined) {
  if (!saved) return;
  for (const [tab, data] of saved.tabs) utils.feed.list.setInfiniteData(feedInput(tab), data);
  utils.feed.post.setData({ postId: saved.postId }, saved.opened);
}

/** Changes one post wherever it is cached: a post can be on both tabs' pages and opened alone at once. */
export function patchFeedPost(utils: Utils, postId: string, change: (p: FeedPost) => FeedPost) {
  for (const tab of FEED_TABS) {
    utils.feed.list.setInfiniteData(feedInput(tab), (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((p) => (p.id === postId ? change(p) : p)) })) } : data,
    );
  }
  utils.feed.post.setData({ postId }, (p) => (p ? change(p) : p));
}

/** After a change the server made to a post (a comment, a closed poll): its pages and its opened copy refetch. */
export const refetchFeedPost = (utils: Utils, postId: string) => Promise.all([utils.feed.list.invalidate(), utils.feed.post.invalidate({ postId })]);
