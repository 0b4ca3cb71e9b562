import { CheckCircle2, PhoneOff, Radio, Vote } from 'lucide-react';
import type { ReactNode } from 'react';
import { trpc } from '../../lib/trpc';

function StatCard({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-400/15 text-brand-400">{icon}</span>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-neutral-400">{label}</p>
        <p className="font-display text-2xl font-black tabular-nums">{value === undefined ? '—' : value.toLocaleString('pt-BR')}</p>
      </div>
    </div>
  );
}

/** get_dashboard_stats as four cards. */
export function DashboardStats() {
  const { data } = trpc.artist.stats.useQuery();
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Total de votos" value={data?.totalVotes} icon={<Vote className="size-5" aria-hidden />} />
      <StatCard label="Não contatados" value={data?.notContacted} icon={<PhoneOff className="size-5" aria-hidden />} />
      <StatCard label="Contatados" value={data?.contacted} icon={<CheckCircle2 className="size-5" aria-hidden />} />
      <StatCard label="Participaram de live" value={data?.participatedLive} icon={<Radio className="size-5" aria-hidden />} />
    </div>
  );
}

/** get_tshirt_vote_distribution as a bar chart in plain SVG: each bar's length is relative to the leading design. */
export function VoteDistributionChart() {
  const { data = [] } = trpc.artist.distribution.useQuery();
  const total = data.reduce((a, d) => a + d.voteCount, 0);
  const max = Math.max(1, ...data.map((d) => d.voteCount));
  return (
    <section aria-labelledby="dist-title" className="rounded-2xl border border-white/10 bg-neutral-900 p-4 sm:p-5">
      <h2 id="dist-title" className="mb-4 font-display text-lg font-black uppercase">
        Votos por design
      </h2>
      <ul className="flex flex-col gap-3">
        {data.map((d) => {
          const pct = total ? (d.voteCount / total) * 100 : 0;
          return (
            <li key={d.optionId} className="grid grid-cols-[minmax(7rem,10rem)_1fr_auto] items-center gap-3 text-sm">
              <span className="truncate font-semibold text-neutral-200">{d.designName}</span>
              <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="h-4 w-full overflow-hidden rounded-full" aria-hidden>
                <rect width="100" height="8" className="fill-neutral-800" />
                <rect width={(d.voteCount / max) * 100} height="8" className="fill-brand-400" />
              </svg>
              <span className="tabular-nums text-neutral-300">
                {d.voteCount.toLocaleString('pt-BR')} <span className="text-neutral-500">({pct.toFixed(1).replace('.', ',')}%)</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
