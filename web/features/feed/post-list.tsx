import { useEffect, useRef } from 'react';
import { FEED_PAGE_SIZE, type FeedPost, type FeedTab } from '../../../worker/contracts/feed';
import { Button } from '../../components/ui/button';
import { readError } from '../../lib/trpc-error';
import { trpc } from '../../lib/trpc';
import { feedInput } from '../../lib/feed-tab';
import { COMPOSER_ID } from './post-composer';
import { PostCard } from './post-card';

export const FEED_QUERY_OPTS = { getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor, initialCursor: null } as const;

/**
 * Em Alta's order moves while a member scrolls (a post that gains reactions climbs past the
 * cursor), so a post may come back on a later page: it is shown once, where it first appeared.
 */
function uniquePosts(pages: { items: FeedPost[] }[]): FeedPost[] {
  const seen = new Set<string>();
  return pages.flatMap((p) => p.items).filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)));
}

/**
 * One tab of the feed, 20 at a time: the next page loads when the end of the list scrolls into
 * view (IntersectionObserver), and a 'Carregar mais' button does the same where that never fires.
 */
export function PostList({ tab }: { tab: FeedTab }) {
  const feed = trpc.feed.list.useInfiniteQuery(feedInput(tab), FEED_QUERY_OPTS);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => entry?.isIntersecting && !isFetchingNextPage && void fetchNextPage(), { rootMargin: '400px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (feed.isPending) return <p className="py-8 text-center text-neutral-400">Carregando feed…</p>;
  if (feed.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-neutral-200">Erro ao carregar feed</p>
        <p className="text-sm text-neutral-400">{readError(feed.error, 'Tente novamente em alguns minutos.').message}</p>
        <Button variant="secondary" onClick={() => void feed.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const posts = uniquePosts(feed.data.pages);
  if (posts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-white/15 px-4 py-10 text-center">
        <p className="text-neutral-300">Nenhum post ainda. Seja o primeiro a compartilhar algo!</p>
        <Button
          onClick={() => {
            window.scrollTo({ top: 0, behavior: 'smooth' });
            document.getElementById('post-content')?.focus({ preventScroll: true });
          }}
          aria-controls={COMPOSER_ID}
        >
          Criar primeiro post
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <div ref={sentinel} aria-hidden className="h-px" />
      {feed.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-neutral-400">
          Erro ao carregar mais posts. Tente novamente.
        </p>
      )}
      {hasNextPage ? (
        <Button variant="secondary" onClick={() => void fetchNextPage()} loading={isFetchingNextPage} className="self-center">
          {isFetchingNextPage ? 'Carregando mais posts…' : 'Carregar mais'}
        </Button>
      ) : (
        posts.length > FEED_PAGE_SIZE && <p className="py-2 text-center text-sm text-neutral-500">Você chegou ao fim do feed.</p>
      )}
    </div>
  );
}
