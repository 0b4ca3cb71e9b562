import { trpc } from '../../lib/trpc';
import { PostPages } from './post-pages';

export const PROFILE_POSTS_OPTS = {
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor,
  initialCursor: null,
} as const;

/** The member's posts on their profile, as the feed shows them (exclusive teasers, mutes and blocks included), 20 at a time. */
export function MemberPosts({ username, isMe }: { username: string; isMe: boolean }) {
  const posts = trpc.social.posts.useInfiniteQuery({ username }, PROFILE_POSTS_OPTS);
  return (
    <PostPages
      query={posts}
      loadingText="Carregando posts…"
      errorText="Erro ao carregar posts"
      endText="Esses são todos os posts."
      empty={
        <p className="rounded-2xl border border-dashed border-white/15 px-4 py-10 text-center text-neutral-300">
          {isMe ? 'Você ainda não publicou nada.' : 'Nenhum post por aqui ainda.'}
        </p>
      }
    />
  );
}
