import { Link, useParams, useSearch } from '@tanstack/react-router';
import { ArrowLeft, UserX } from 'lucide-react';
import { CTA_PRIMARY } from '../../components/ui/link-styles';
import { trpc } from '../../lib/trpc';
import { FollowPeople } from './follow-people';
import { MemberPosts } from './member-posts';
import { ProfileSummary } from './profile-summary';

const back =
  'inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 text-sm font-bold uppercase tracking-wide text-neutral-200 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-400';

/** /membro/{username}: the profile, its lists (?lista=) and the member's posts. An unknown @ is a state of the page, not an error. */
export function MemberProfilePage() {
  // Not Route.useParams(): the route file would then be pulled into this chunk (see loja.tsx).
  const { username } = useParams({ from: '/_member/membro/$username' });
  const search = useSearch({ from: '/_member/membro/$username' });
  const [result] = trpc.social.profile.useSuspenseQuery({ username });
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-4 sm:py-6">
      <Link to="/feed" className={back}>
        <ArrowLeft className="size-4" aria-hidden />
        Voltar ao feed
      </Link>
      {result.found ? (
        <>
          <ProfileSummary profile={result.profile} list={search.lista} />
          {search.lista && (
            <FollowPeople
              key={search.lista}
              username={result.profile.username}
              displayName={result.profile.displayName}
              list={search.lista}
            />
          )}
          <h2 className="font-display text-lg font-black uppercase tracking-wide text-neutral-200">Posts</h2>
          <MemberPosts username={username} isMe={result.profile.isMe} />
        </>
      ) : (
        <div
          role="status"
          className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-white/15 px-4 py-12 text-center"
        >
          <UserX className="size-10 text-neutral-500" aria-hidden />
          <h1 className="font-display text-2xl font-black">Membro não encontrado</h1>
          <p className="max-w-md text-neutral-300">
            Não existe nenhum membro com o usuário @{username}. Confira o nome ou procure a pessoa pelos posts do feed.
          </p>
          <Link to="/feed" className={CTA_PRIMARY}>
            Ir para o feed
          </Link>
        </div>
      )}
    </section>
  );
}
