import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { readError } from '../../lib/trpc-error';
import { trpc } from '../../lib/trpc';
import { COMPOSER_ID } from './post-composer';
import { PostCard } from './post-card';

export const FEED_QUERY_OPTS = { getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor, initialCursor: null } as const;

/** Recentes, 20 at a time; the next page loads when the end of the list scrolls into view. */
export function PostList() {
  const feed = trpc.feed.list.useInfiniteQuery({}, FEED_QUERY_OPTS);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
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
  const posts = feed.data.pages.flatMap((p) => p.items);
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
      {isFetchingNextPage && <p className="py-4 text-center text-sm text-neutral-400">Carregando mais posts…</p>}
      {feed.isFetchNextPageError && (
        <Button variant="secondary" onClick={() => void fetchNextPage()} className="self-center">
          Carregar mais
        </Button>
      )}
    </div>
  );
}
