import { Link, useNavigate } from '@tanstack/react-router';
import { Lock, MessageCircle } from 'lucide-react';
import type { FeedTab, TagCount } from '../../../worker/contracts/feed';
import { Button } from '../../components/ui/button';
import { RETRY_LATER } from '../../lib/error-pipe';
import { trpc } from '../../lib/trpc';
import { AuthorAvatar } from './author-avatar';
import { MemberLink } from './member-link';

const card = 'rounded-2xl border border-white/10 bg-neutral-900 p-4';
const heading = 'text-xs font-bold uppercase tracking-wider text-neutral-400';

function TagList({
  id,
  title,
  empty,
  query,
}: {
  id: string;
  title: string;
  empty: string;
  query: { data?: TagCount[]; isError: boolean };
}) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      {query.isError && <p className="mt-2 text-sm text-neutral-400">Erro ao carregar tags</p>}
      {query.data?.length === 0 && <p className="mt-2 text-sm text-neutral-400">{empty}</p>}
      <ul className="mt-2 flex flex-col gap-1.5">
        {query.data?.map((tag) => (
          <li key={tag.id} className="flex items-baseline justify-between gap-2 text-sm">
            <Link to="/feed" search={{ tag: tag.name }} className="truncate font-semibold text-brand-400 hover:underline">
              #{tag.name}
            </Link>
            <span className="shrink-0 text-neutral-400">
              {tag.posts.toLocaleString('pt-BR')} {tag.posts === 1 ? 'post' : 'posts'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Sugestões': active members the viewer has no conversation with; 'Conversar' opens one on /messages. */
function Suggestions() {
  const list = trpc.feed.suggestions.useQuery();
  // The artist's chat is an Ouro benefit: whoever lacks it is shown the plans, never a button that fails.
  const rights = trpc.members.dashboard.useQuery(undefined, { staleTime: 60_000 }).data?.rights;
  const artistLocked = !rights?.directArtistAccess && !rights?.isArtist;
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const start = trpc.messages.start.useMutation({
    onSuccess: async ({ id }) => {
      await utils.messages.conversations.invalidate();
      await navigate({ to: '/messages', search: { conversa: id } });
    },
    meta: { errorToast: 'Erro ao iniciar conversa', errorDescription: RETRY_LATER },
  });
  return (
    <section aria-labelledby="sugestoes" className={card}>
      <h2 id="sugestoes" className={heading}>
        Sugestões
      </h2>
      {list.isError && <p className="mt-2 text-sm text-neutral-400">Erro ao carregar sugestões</p>}
      {list.data?.length === 0 && (
        <p className="mt-2 text-sm text-neutral-400">Ninguém novo para conversar por enquanto. Poste e chame a galera!</p>
      )}
      <ul className="mt-2 flex flex-col gap-3">
        {list.data?.map((member) => (
          <li key={member.userId} className="flex items-center gap-2">
            <MemberLink username={member.username} decorative className="shrink-0 rounded-full">
              <AuthorAvatar author={member} className="size-9" />
            </MemberLink>
            <div className="min-w-0 flex-1 text-sm">
              <MemberLink username={member.username} className="block truncate font-semibold text-neutral-100">
                {member.displayName}
              </MemberLink>
              <p className="truncate text-xs text-neutral-500">@{member.username}</p>
              <p className="text-xs text-neutral-500">
                {member.posts} {member.posts === 1 ? 'post' : 'posts'} na semana
              </p>
            </div>
            {member.isArtist && artistLocked ? (
              <Link
                to="/pricing"
                aria-label={`Conversar com ${member.displayName}: benefício do plano Ouro, ver planos`}
                title="Acesso direto ao MC Mito é um benefício do plano Ouro."
                className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-xs font-bold uppercase text-brand-400 hover:bg-neutral-800"
              >
                <Lock className="size-3.5" aria-hidden />
                Ouro
              </Link>
            ) : (
              <Button
                variant="ghost"
                className="size-11 shrink-0 px-0"
                aria-label={`Conversar com ${member.displayName}`}
                title="Conversar"
                loading={start.isPending && start.variables?.usernames[0] === member.username}
                onClick={() => start.mutate({ usernames: [member.username] })}
              >
                {!(start.isPending && start.variables?.usernames[0] === member.username) && (
                  <MessageCircle className="size-5 text-brand-400" aria-hidden />
                )}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Right column: 'Tags Populares' on Recentes, 'Tendências' on Em Alta (both real counts), and 'Sugestões'. */
export function PopularTags({ tab }: { tab: FeedTab }) {
  const popular = trpc.feed.popularTags.useQuery(undefined, { enabled: tab === 'recentes' });
  const trending = trpc.feed.trendingTags.useQuery(undefined, { enabled: tab === 'em-alta' });
  return (
    <div className="flex flex-col gap-4">
      {tab === 'recentes' ? (
        <TagList id="tags-populares" title="Tags Populares" empty="Nenhuma tag usada nos últimos 7 dias." query={popular} />
      ) : (
        <TagList id="tendencias" title="Tendências" empty="Nenhuma tag em alta agora." query={trending} />
      )}
      <Suggestions />
    </div>
  );
}
