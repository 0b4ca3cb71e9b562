import type { InfiniteData } from '@tanstack/react-query';
import type { FeedPage, FeedPost } from '../../../worker/contracts/feed';
import type { SearchPage } from '../../../worker/contracts/search';
import { FEED_TABS } from '../../../worker/contracts/feed';
import { feedInput } from '../../lib/feed-tab';
import { queryClient } from '../../lib/query-runtime';
import type { trpc } from '../../lib/trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

/** Every profile's cached pages of posts (social.posts, one query per @username): tRPC keys start with the procedure's path. */
const PROFILE_POSTS = { queryKey: [['social', 'posts']] };
const mapProfilePosts = (change: (items: FeedPost[]) => FeedPost[]) =>
  queryClient.setQueriesData<InfiniteData<FeedPage>>(PROFILE_POSTS, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
  );

/** Every cached search's pages (feed.search, also the tag pages): their posts section holds cards too. */
const SEARCH_PAGES = { queryKey: [['feed', 'search']] };
const holds = (items: FeedPost[], postId: string) => items.some((p) => p.id === postId);

/** One post's change in the profiles' and the searches' cached pages, rewriting only the pages that hold it. */
function patchListedElsewhere(postId: string, change: (p: FeedPost) => FeedPost) {
  const patch = <T extends { items?: FeedPost[]; posts?: FeedPost[] }>(page: T): T => {
    if (page.items && holds(page.items, postId)) return { ...page, items: page.items.map((p) => (p.id === postId ? change(p) : p)) };
    if (page.posts && holds(page.posts, postId)) return { ...page, posts: page.posts.map((p) => (p.id === postId ? change(p) : p)) };
    return page;
  };
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<FeedPage>>(PROFILE_POSTS))
    if (data?.pages.some((page) => holds(page.items, postId))) queryClient.setQueryData(key, { ...data, pages: data.pages.map(patch) });
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<SearchPage>>(SEARCH_PAGES))
    if (data?.pages.some((page) => holds(page.posts, postId))) queryClient.setQueryData(key, { ...data, pages: data.pages.map(patch) });
}

/** Every cached copy of one post: each tab's pages, the profiles' pages and the post opened alone (?post=), to put back after a failed optimistic change. */
export function snapshotFeed(utils: Utils, postId: string) {
  return {
    tabs: FEED_TABS.map((tab) => [tab, utils.feed.list.getInfiniteData(feedInput(tab))] as const),
    profiles: queryClient.getQueriesData<InfiniteData<FeedPage>>(PROFILE_POSTS),
    opened: utils.feed.post.getData({ postId }),
    postId,
  };
}

export function restoreFeed(utils: Utils, saved: ReturnType<typeof snapshotFeed> | undefined) {
  if (!saved) return;
  for (const [tab, data] of saved.tabs) utils.feed.list.setInfiniteData(feedInput(tab), data);
  for (const [key, data] of saved.profiles) queryClient.setQueryData(key, data);
  utils.feed.post.setData({ postId: saved.postId }, saved.opened);
}

/** Changes one post wherever it is cached: a post can be on several tabs' pages, its author's profile and opened alone at once. */
export function patchFeedPost(utils: Utils, postId: string, change: (p: FeedPost) => FeedPost) {
  for (const tab of FEED_TABS) {
    utils.feed.list.setInfiniteData(feedInput(tab), (data) =>
      data
        ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((p) => (p.id === postId ? change(p) : p)) })) }
        : data,
    );
  }
  mapProfilePosts((items) => items.map((p) => (p.id === postId ? change(p) : p)));
  utils.feed.post.setData({ postId }, (p) => (p ? change(p) : p));
}

/**
 * A post's counts as the server now holds them (a live event): written only into the cached
 * copies that hold the post (the tabs, profiles, search results and tag pages), so a busy feed rewrites nothing else. The member's own reaction stays.
 * Says whether the comment count moved (an open comment list then refetches).
 */
export function setFeedCounts(utils: Utils, e: { postId: string; reactions: FeedPost['reactions']; commentsCount: number }) {
  let commentsMoved = false;
  const change = (p: FeedPost): FeedPost => {
    if (p.commentsCount !== e.commentsCount) commentsMoved = true;
    return { ...p, reactions: e.reactions, commentsCount: e.commentsCount };
  };
  for (const tab of FEED_TABS) {
    const data = utils.feed.list.getInfiniteData(feedInput(tab));
    if (!data?.pages.some((page) => page.items.some((p) => p.id === e.postId))) continue;
    utils.feed.list.setInfiniteData(feedInput(tab), (d) =>
      d
        ? {
            ...d,
            pages: d.pages.map((page) =>
              page.items.some((p) => p.id === e.postId)
                ? { ...page, items: page.items.map((p) => (p.id === e.postId ? change(p) : p)) }
                : page,
            ),
          }
        : d,
    );
  }
  patchListedElsewhere(e.postId, change);
  if (utils.feed.post.getData({ postId: e.postId })) utils.feed.post.setData({ postId: e.postId }, (p) => (p ? change(p) : p));
  return { commentsMoved };
}

/** After a change the server made to a post (a comment, a closed poll): its pages and its opened copy refetch. */
export const refetchFeedPost = (utils: Utils, postId: string) =>
  Promise.all([utils.feed.list.invalidate(), utils.social.posts.invalidate(), utils.feed.post.invalidate({ postId })]);

/**
 * Posts and comments that left the feed (removed by the moderation, hidden with a suspended author):
 * gone from every cached page, the opened post and its comments at once, without a refetch.
 */
export function dropFromFeed(utils: Utils, gone: { postIds: string[]; comments: { id: string; postId: string }[] }) {
  const posts = new Set(gone.postIds);
  if (posts.size) {
    for (const tab of FEED_TABS) {
      utils.feed.list.setInfiniteData(feedInput(tab), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((p) => !posts.has(p.id)) })) } : data,
      );
    }
    mapProfilePosts((items) => items.filter((p) => !posts.has(p.id)));
    for (const postId of posts) void utils.feed.post.invalidate({ postId });
  }
  for (const c of gone.comments) {
    let dropped = false;
    utils.feed.comments.setData({ postId: c.postId }, (list) => {
      const kept = list?.filter((x) => x.id !== c.id);
      dropped = Boolean(list && kept && kept.length < list.length);
      return kept;
    });
    if (dropped) patchFeedPost(utils, c.postId, (p) => ({ ...p, commentsCount: Math.max(0, p.commentsCount - 1) }));
    else void refetchFeedPost(utils, c.postId);
  }
}
