import type { DashboardView } from '../../../worker/contracts/members';

/** Posts, Seguidores, Seguindo, Reputação with its level. */
export function StatCards({ stats }: { stats: DashboardView['stats'] }) {
  const items = [
    { label: 'Posts', value: stats.posts },
    { label: 'Seguidores', value: stats.followers },
    { label: 'Seguindo', value: stats.following },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((i) => (
        <div key={i.label} className="rounded-2xl border border-white/10 bg-neutral-900 p-4">
          <dt className="text-xs font-bold uppercase tracking-wider text-neutral-400">{i.label}</dt>
          <dd className="mt-1 font-display text-3xl font-black">{i.value.toLocaleString('pt-BR')}</dd>
        </div>
      ))}
      <div className="rounded-2xl border border-brand-400/40 bg-brand-400/5 p-4">
        <dt className="text-xs font-bold uppercase tracking-wider text-neutral-400">Reputação</dt>
        <dd className="mt-1 font-display text-3xl font-black">{stats.reputation.toLocaleString('pt-BR')}</dd>
        <dd className="text-sm font-bold text-brand-400">Nível {stats.level}</dd>
      </div>
    </dl>
  );
}
