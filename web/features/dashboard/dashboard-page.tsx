import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { trpc } from '../../lib/trpc';
import { DashboardCards } from './dashboard-cards';
import { DashboardHeader } from './dashboard-header';
import { StatCards } from './stat-cards';
import { benefitLines } from './tier-benefits';

/**
 * /dashboard. The route loader has already fetched `members.dashboard`. Other features' pieces come
 * from the route: the bell, the 'Próxima live' card and 'Falar com o MC Mito'.
 */
export function DashboardPage({ bell, live, artistChat }: { bell?: ReactNode; live?: ReactNode; artistChat?: ReactNode } = {}) {
  const [view] = trpc.members.dashboard.useSuspenseQuery();
  const tier = view.rights.tier;
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:py-10">
      <DashboardHeader tierName={tier?.name ?? null} artist={view.rights.isArtist} bell={bell} />
      <div className="flex items-center gap-4">
        {view.avatarUrl ? (
          <img src={view.avatarUrl} alt="" className="size-16 shrink-0 rounded-full object-cover ring-2 ring-brand-400" />
        ) : (
          <span
            aria-hidden
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-neutral-800 font-display text-2xl font-black uppercase text-brand-400"
          >
            {view.displayName.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0">
          <h1 className="font-display font-black text-3xl uppercase">Meu painel</h1>
          <p className="truncate text-neutral-300">
            Olá, <strong className="text-white">{view.displayName}</strong> <span className="text-neutral-400">@{view.username}</span>
          </p>
        </div>
      </div>
      {live}
      <StatCards stats={view.stats} />
      <DashboardCards />
      {artistChat}
      <section aria-labelledby="beneficios" className="rounded-2xl border border-white/10 bg-neutral-900 p-5">
        <h2 id="beneficios" className="font-display text-xl font-black uppercase">
          {view.rights.isArtist ? 'Sua conta de artista' : tier ? `Benefícios do plano ${tier.name}` : 'Benefícios do Plano Gratuito'}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {benefitLines(view.rights).map((line) => (
            <li key={line} className="flex items-start gap-2 text-neutral-200">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-400" aria-hidden />
              {line}
            </li>
          ))}
        </ul>
        {!tier && !view.rights.isArtist && (
          <Link
            to="/pricing"
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-400 px-5 text-sm font-bold uppercase tracking-wide text-neutral-950 hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
          >
            Conhecer os planos
          </Link>
        )}
      </section>
    </section>
  );
}
