import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { SearchPage } from '../../../worker/contracts/search';
import { Button } from '../../components/ui/button';
import { RETRY_LATER } from '../../lib/error-pipe';
import { trpc } from '../../lib/trpc';
import { PostCard } from './post-card';

const PAGES = { getNextPageParam: (last: SearchPage) => last.nextCursor, initialCursor: null } as const;

/** A tag's page (/feed?tag=nome): its posts newest first, 20 at a time, read from the search index's '#nome' term. */
export function TagPosts({ tag }: { tag: string }) {
  const query = trpc.feed.search.useInfiniteQuery(
    { q: `#${tag}`, section: 'posts' },
    { ...PAGES, retry: false, meta: { errorToast: 'Erro ao carregar a tag', errorDescription: RETRY_LATER } },
  );
  const posts = query.data?.pages.flatMap((p) => p.posts) ?? [];
  return (
    <section aria-labelledby="titulo-da-tag" className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <Link
          to="/feed"
          search={{}}
          aria-label="Voltar ao feed"
          className="inline-flex size-11 items-center justify-center rounded-lg text-neutral-300 hover:bg-neutral-800"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <h2 id="titulo-da-tag" className="font-display text-2xl font-black text-brand-400">
          #{tag}
        </h2>
      </div>
      {query.isPending ? (
        <div aria-hidden className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-32 animate-pulse rounded-2xl bg-neutral-800/70" />
          ))}
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-neutral-200">Erro ao carregar os posts de #{tag}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : posts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-white/15 px-4 py-10 text-center text-neutral-300">
          Nenhum post com #{tag} ainda.
        </p>
      ) : (
        posts.map((p) => <PostCard key={p.id} post={p} />)
      )}
      {query.hasNextPage && (
        <Button variant="secondary" className="self-center" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Carregando mais posts…' : 'Carregar mais'}
        </Button>
      )}
    </section>
  );
}
