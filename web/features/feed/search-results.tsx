import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SearchPage, SearchSection } from '../../../worker/contracts/search';
import { Button } from '../../components/ui/button';
import { RETRY_LATER } from '../../lib/error-pipe';
import { trpc } from '../../lib/trpc';
import { AuthorAvatar } from './author-avatar';
import { PostCard } from './post-card';

const PAGES = { getNextPageParam: (last: SearchPage) => last.nextCursor, initialCursor: null } as const;

function useSection(q: string, section: SearchSection) {
  // One toast for the search, however many of its sections failed (the same errorId).
  return trpc.feed.search.useInfiniteQuery(
    { q, section },
    { ...PAGES, retry: false, meta: { errorToast: 'Erro na busca', errorDescription: RETRY_LATER, errorId: 'busca-erro' } },
  );
}

type Section = ReturnType<typeof useSection>;

function Skeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-2">
      {[0, 1].map((i) => (
        <div key={i} className="h-16 animate-pulse rounded-xl bg-neutral-800/70" />
      ))}
    </div>
  );
}

function SectionBlock({ title, query, count, children }: { title: string; query: Section; count: number; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="font-display text-lg font-black uppercase tracking-wide text-neutral-100">{title}</h2>
      {query.isPending ? (
        <Skeleton />
      ) : query.isError ? (
        <p className="text-sm text-neutral-400">Não foi possível buscar agora.</p>
      ) : count === 0 ? (
        <p className="text-sm text-neutral-500">Nada por aqui.</p>
      ) : (
        children
      )}
      {query.hasNextPage && (
        <Button variant="secondary" className="self-center" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Carregando…' : 'Carregar mais'}
        </Button>
      )}
    </section>
  );
}

const pagesOf = (query: Section): SearchPage[] => (query.data?.pages ?? []) as SearchPage[];

/** The results of 'Buscar' (?busca=…): Posts, Membros and Tags, each with its own 'Carregar mais'. */
export function SearchResults({ q }: { q: string }) {
  const posts = useSection(q, 'posts');
  const members = useSection(q, 'members');
  const tags = useSection(q, 'tags');
  const found = {
    posts: pagesOf(posts).flatMap((p) => p.posts),
    members: pagesOf(members).flatMap((p) => p.members),
    tags: pagesOf(tags).flatMap((p) => p.tags),
  };
  const settled = [posts, members, tags].every((s) => s.isSuccess);
  if (settled && !found.posts.length && !found.members.length && !found.tags.length) {
    return (
      <div role="status" className="rounded-2xl border border-dashed border-white/15 px-4 py-10 text-center text-neutral-300">
        Nenhum resultado para "{q}"
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6" aria-busy={!settled}>
      <p className="sr-only" role="status">
        {settled ? `Resultados para "${q}"` : 'Buscando…'}
      </p>
      <SectionBlock title="Membros" query={members} count={found.members.length}>
        <ul className="flex flex-col gap-2">
          {found.members.map((m) => (
            <li key={m.userId}>
              <a
                href={`/membro/${encodeURIComponent(m.username)}`}
                className="flex min-h-11 items-center gap-3 rounded-xl border border-white/10 bg-neutral-900 p-3 hover:border-white/30"
              >
                <AuthorAvatar author={m} />
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-neutral-100">{m.displayName}</span>
                  <span className="block truncate text-sm text-neutral-400">@{m.username}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </SectionBlock>
      <SectionBlock title="Tags" query={tags} count={found.tags.length}>
        <ul className="flex flex-wrap gap-2">
          {found.tags.map((t) => (
            <li key={t.id}>
              <Link
                to="/feed"
                search={{ tag: t.name }}
                className="inline-flex min-h-9 items-center rounded-full bg-neutral-800 px-3 text-sm font-semibold text-brand-400 hover:bg-neutral-700"
              >
                #{t.name}
              </Link>
            </li>
          ))}
        </ul>
      </SectionBlock>
      <SectionBlock title="Posts" query={posts} count={found.posts.length}>
        <div className="flex flex-col gap-4">
          {found.posts.map((p) => (
            <PostCard key={p.id} post={p} />
          ))}
        </div>
      </SectionBlock>
    </div>
  );
}
