import { Link } from '@tanstack/react-router';
import { X } from 'lucide-react';
import type { FollowList } from '../../../worker/contracts/social';
import { Button } from '../../components/ui/button';
import { ErrorLine } from '../../components/ui/error-line';
import { trpc } from '../../lib/trpc';
import { AuthorAvatar } from './author-avatar';
import { MemberLink } from './member-link';

const OPTS = { getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor, initialCursor: null } as const;

/** A profile's 'Seguidores' or 'Seguindo', newest first, 20 at a time with 'Carregar mais'; each person links to their profile. */
export function FollowPeople({ username, displayName, list }: { username: string; displayName: string; list: FollowList }) {
  const people = trpc.social.people.useInfiniteQuery({ username, list }, OPTS);
  const title = list === 'seguidores' ? `Seguidores de ${displayName}` : `Quem ${displayName} segue`;
  const items = people.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-bold text-neutral-50">{title}</h2>
        <Link
          to="/membro/$username"
          params={{ username }}
          search={{}}
          aria-label="Fechar lista"
          className="inline-flex size-11 items-center justify-center rounded-lg text-neutral-300 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-brand-400"
        >
          <X className="size-5" aria-hidden />
        </Link>
      </div>
      {people.isPending ? (
        <p className="py-4 text-center text-sm text-neutral-400">Carregando…</p>
      ) : people.isError ? (
        <ErrorLine
          role="alert"
          className="py-4 text-center text-sm text-neutral-400"
          error={people.error}
          fallback="Não foi possível carregar a lista. Tente novamente."
        />
      ) : items.length === 0 ? (
        <p className="py-4 text-center text-sm text-neutral-400">
          {list === 'seguidores' ? 'Ninguém segue este perfil ainda.' : 'Este membro ainda não segue ninguém.'}
        </p>
      ) : (
        <ul className="flex flex-col">
          {items.map((p) => (
            <li key={p.userId} className="flex items-center gap-3 border-b border-white/5 py-2 last:border-b-0">
              <MemberLink username={p.username} decorative className="shrink-0 rounded-full">
                <AuthorAvatar author={p} />
              </MemberLink>
              <div className="min-w-0">
                <MemberLink username={p.username} className="block truncate font-bold text-neutral-50">
                  {p.displayName}
                </MemberLink>
                <p className="truncate text-sm text-neutral-400">@{p.username}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {people.hasNextPage && (
        <Button variant="secondary" className="self-center" loading={people.isFetchingNextPage} onClick={() => void people.fetchNextPage()}>
          Carregar mais
        </Button>
      )}
    </section>
  );
}
