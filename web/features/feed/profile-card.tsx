import { Coins } from 'lucide-react';
import type { DashboardView } from '../../../worker/contracts/members';
import { trpc } from '../../lib/trpc';
import { AuthorAvatar } from './author-avatar';
import { MemberLink } from './member-link';

/**
 * Left column: name, handle, MitoCoins and Reputação (the profile's values, written by the
 * reputation rules), and Estatísticas: posts, the reactions and comments received (feed.myStats),
 * 'Seguidores' and 'Seguindo'. The name opens the member's own profile.
 */
export function ProfileCard({ view }: { view: DashboardView }) {
  const mine = trpc.feed.myStats.useQuery();
  // MitoCoins, Reputação and its level come with the dashboard view, which posting refreshes; myStats adds the counts received.
  const { reputation, level, mitoCoins } = view.stats;
  const stats = [
    // The dashboard view is what the composer and delete refresh, so the post count follows at once.
    { label: 'Posts', value: view.stats.posts },
    { label: 'Reações', value: mine.data?.reactionsReceived },
    { label: 'Comentários', value: mine.data?.commentsReceived },
    { label: 'Seguidores', value: view.stats.followers },
    { label: 'Seguindo', value: view.stats.following },
  ];
  return (
    <section aria-label="Seu perfil" className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-neutral-900 p-4">
      <div className="flex items-center gap-3">
        <AuthorAvatar author={view} className="size-12" />
        <div className="min-w-0">
          <MemberLink username={view.username} className="block truncate font-bold text-neutral-50">
            {view.displayName}
          </MemberLink>
          <p className="truncate text-sm text-neutral-500">@{view.username}</p>
        </div>
      </div>
      <dl className="flex flex-col gap-1 text-sm text-neutral-300">
        <div className="flex items-center justify-between gap-2">
          <dt className="inline-flex items-center gap-1.5">
            <Coins className="size-4 text-brand-400" aria-hidden />
            MitoCoins
          </dt>
          <dd className="font-bold text-neutral-50" data-testid="mito-coins">
            {mitoCoins.toLocaleString('pt-BR')}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-2">
          <dt>Reputação</dt>
          <dd className="text-right">
            <strong className="text-neutral-50">{reputation.toLocaleString('pt-BR')}</strong>{' '}
            <span className="font-bold text-brand-400">({level})</span>
          </dd>
        </div>
      </dl>
      <div>
        <h2 className="text-xs font-bold uppercase tracking-wider text-neutral-400">Estatísticas</h2>
        <dl className="mt-2 grid grid-cols-3 gap-x-2 gap-y-3 text-center">
          {stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse">
              <dt className="text-xs text-neutral-400">{s.label}</dt>
              <dd className="font-display text-xl font-black">{s.value === undefined ? '—' : s.value.toLocaleString('pt-BR')}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
