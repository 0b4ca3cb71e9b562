import { createFileRoute } from '@tanstack/react-router';
import { FeedPage } from '../../features/feed/feed-page';
import { feedInput, tabOf, validateFeedSearch } from '../../features/feed/feed-tab';
import { FEED_QUERY_OPTS } from '../../features/feed/post-list';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/feed')({
  validateSearch: validateFeedSearch,
  loaderDeps: ({ search }) => ({ tab: tabOf(search) }),
  loader: ({ context, deps }) =>
    context.loadQueries().then(({ utils }) => Promise.all([utils.members.dashboard.ensureData(), utils.feed.list.prefetchInfinite(feedInput(deps.tab), FEED_QUERY_OPTS)])),
  head: () => pageHead('Feed da comunidade', 'Feed da comunidade oficial do MC Mito.'),
  component: FeedPage,
});
