import type { FeedPost } from '../../../worker/contracts/feed';
import { FEED_TABS } from '../../../worker/contracts/feed';
import { feedInput } from '../../lib/feed-tab';
import type { trpc } from '../../lib/trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

/** The feed's cached pages of every tab (Recentes, Em Alta), to put back after a failed optimistic change. */
export function snapshotFeed(utils: Utils) {
  return FEED_TABS.map((tab) => [tab, utils.feed.list.getInfiniteData(feedInput(tab))] as const);
}

export function restoreFeed(utils: Utils, saved: ReturnType<typeof snapshotFeed> | undefined) {
  for (const [tab, data] of saved ?? []) utils.feed.list.setInfiniteData(feedInput(tab), data);
}

/** Changes one post wherever it is cached: a post can be on both tabs' pages at once. */
export function patchFeedPost(utils: Utils, postId: string, change: (p: FeedPost) => FeedPost) {
  for (const tab of FEED_TABS) {
    utils.feed.list.setInfiniteData(feedInput(tab), (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((p) => (p.id === postId ? change(p) : p)) })) } : data,
    );
  }
}
