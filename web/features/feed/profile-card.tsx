import type { DashboardView } from '../../../worker/contracts/members';
import { AuthorAvatar } from './author-avatar';

/** Left column: name, handle, Reputação with its level, MitoCoins, and the member's Estatísticas. */
export function ProfileCard({ view }: { view: DashboardView }) {
  const stats = [
    { label: 'Posts', value: view.stats.posts },
    { label: 'Seguidores', value: view.stats.followers },
    { label: 'Seguindo', value: view.stats.following },
  ];
  return (
    <section aria-label="Seu perfil" className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-neutral-900 p-4">
      <div className="flex items-center gap-3">
        <AuthorAvatar author={view} className="size-12" />
        <div className="min-w-0">
          <p className="truncate font-bold text-neutral-50">{view.displayName}</p>
          <p className="truncate text-sm text-neutral-500">@{view.username}</p>
        </div>
      </div>
      <p className="text-sm text-neutral-300">
        Reputação: <strong className="text-neutral-50">{view.stats.reputation.toLocaleString('pt-BR')}</strong>{' '}
        <span className="font-bold text-brand-400">({view.stats.level})</span>
      </p>
      <p className="-mt-2 text-sm text-neutral-300">
        MitoCoins: <strong className="text-neutral-50">{view.stats.mitoCoins.toLocaleString('pt-BR')}</strong>
      </p>
      <div>
        <h2 className="text-xs font-bold uppercase tracking-wider text-neutral-400">Estatísticas</h2>
        <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
          {stats.map((s) => (
            <div key={s.label}>
              <dd className="font-display text-xl font-black">{s.value.toLocaleString('pt-BR')}</dd>
              <dt className="text-xs text-neutral-400">{s.label}</dt>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
