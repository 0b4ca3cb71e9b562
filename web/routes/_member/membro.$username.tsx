import { createFileRoute } from '@tanstack/react-router';
import { MemberProfilePage } from '../../features/feed/member-profile-page';
import { PROFILE_POSTS_OPTS } from '../../features/feed/member-posts';
import { validateProfileSearch } from '../../lib/profile-search';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/membro/$username')({
  validateSearch: validateProfileSearch,
  loader: ({ context, params }) =>
    context
      .loadQueries()
      .then(({ utils }) =>
        Promise.all([
          utils.social.profile.prefetch({ username: params.username }),
          utils.social.posts.prefetchInfinite({ username: params.username }, PROFILE_POSTS_OPTS),
        ]),
      ),
  head: ({ params }) => pageHead(`@${params.username}`, `Perfil de @${params.username} na comunidade do MC Mito.`),
  component: MemberProfilePage,
});
