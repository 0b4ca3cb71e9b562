import { createFileRoute } from '@tanstack/react-router';
import { FeedPage } from '../../features/feed/feed-page';
import { feedInput, tabOf, validateFeedSearch } from '../../lib/feed-tab';
import { FEED_QUERY_OPTS } from '../../features/feed/post-list';
import { LiveCard } from '../../features/lives/live-card';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/feed')({
  validateSearch: validateFeedSearch,
  loaderDeps: ({ search }) => ({ tab: tabOf(search), post: search.post }),
  // Its HTML preloads the Recentes tab's batch (scripts/member-shells.ts).
  loader: ({ context, deps }) =>
    context
      .loadQueries()
      .then(({ utils }) =>
        Promise.all([
          utils.members.dashboard.ensureData(),
          utils.feed.list.prefetchInfinite(feedInput(deps.tab), FEED_QUERY_OPTS),
          utils.members.usage.prefetch(),
          utils.lives.next.prefetch(),
          deps.post && utils.feed.post.prefetch({ postId: deps.post }, { retry: false }),
        ]),
      ),
  head: () => pageHead('Feed da comunidade', 'Feed da comunidade oficial do MC Mito.'),
  // Features do not import each other: the route hands the bell and the live card to the page.
  component: () => <FeedPage bell={<NotificationBell />} live={<LiveCard quiet />} />,
});
