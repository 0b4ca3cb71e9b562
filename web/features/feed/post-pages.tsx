import { useEffect, useRef, type ReactNode } from 'react';
import { FEED_PAGE_SIZE, type FeedPost } from '../../../worker/contracts/feed';
import { Button } from '../../components/ui/button';
import { ErrorLine } from '../../components/ui/error-line';
import { RETRY_LATER } from '../../lib/error-pipe';
import { PostCard } from './post-card';

/** What PostPages needs of an infinite query of post pages (feed.list, social.posts). */
export interface PostPagesQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { pages: { items: FeedPost[] }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Em Alta's order moves while a member scrolls (a post that gains reactions climbs past the
 * cursor), so a post may come back on a later page: it is shown once, where it first appeared.
 */
function uniquePosts(pages: { items: FeedPost[] }[]): FeedPost[] {
  const seen = new Set<string>();
  return pages.flatMap((p) => p.items).filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)));
}

/**
 * A list of posts, 20 at a time: the next page loads when the end of the list scrolls into
 * view (IntersectionObserver), and a 'Carregar mais' button does the same where that never fires.
 */
export function PostPages({
  query,
  empty,
  loadingText = 'Carregando feed…',
  errorText = 'Erro ao carregar feed',
  endText = 'Você chegou ao fim do feed.',
}: {
  query: PostPagesQuery;
  empty: ReactNode;
  loadingText?: string;
  errorText?: string;
  endText?: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => entry?.isIntersecting && !isFetchingNextPage && void fetchNextPage(), {
      rootMargin: '400px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <p className="py-8 text-center text-neutral-400">{loadingText}</p>;
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-neutral-200">{errorText}</p>
        <ErrorLine error={query.error} fallback={RETRY_LATER} className="text-sm text-neutral-400" />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const posts = uniquePosts(query.data.pages);
  if (posts.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-4">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <div ref={sentinel} aria-hidden className="h-px" />
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-neutral-400">
          Erro ao carregar mais posts. Tente novamente.
        </p>
      )}
      {hasNextPage ? (
        <Button variant="secondary" onClick={() => void fetchNextPage()} loading={isFetchingNextPage} className="self-center">
          {isFetchingNextPage ? 'Carregando mais posts…' : 'Carregar mais'}
        </Button>
      ) : (
        posts.length > FEED_PAGE_SIZE && <p className="py-2 text-center text-sm text-neutral-500">{endText}</p>
      )}
    </div>
  );
}
