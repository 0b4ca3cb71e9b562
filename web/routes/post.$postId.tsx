import { createFileRoute, redirect } from '@tanstack/react-router';
import { SharedPostPage } from '../features/feed/shared-post-page';
import { pageHead } from '../lib/head';

/**
 * A shared post (/post/{id}; its HTML carries the post's own link preview, worker/http/share-pages.ts).
 * A member opens it in the feed, where they can react and comment; a visitor reads it here.
 */
export const Route = createFileRoute('/post/$postId')({
  beforeLoad: async ({ context, params }) => {
    const { utils } = await context.loadQueries();
    const member = await utils.auth.me.fetch(undefined, { staleTime: 10_000, retry: false }).then(
      () => true,
      () => false,
    );
    if (member) throw redirect({ to: '/feed', search: { post: params.postId }, replace: true });
  },
  loader: ({ context, params }) =>
    context.loadQueries().then(({ utils }) => utils.feed.sharedPost.prefetch({ postId: params.postId }, { retry: false })),
  head: () => pageHead('Post da comunidade', 'Um post da comunidade oficial do MC Mito.'),
  component: SharedPostRoute,
});

function SharedPostRoute() {
  const { postId } = Route.useParams();
  return <SharedPostPage postId={postId} />;
}
