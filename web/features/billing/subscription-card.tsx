import { Link } from '@tanstack/react-router';
import { AlertTriangle, Crown, RefreshCw, Settings } from 'lucide-react';
import type { SubscriptionView } from '../../../worker/contracts/billing';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { formatDate } from '../../lib/format';

export interface SubscriptionCardProps {
  subscription: SubscriptionView;
  managing: boolean;
  refreshing: boolean;
  onManage: () => void;
  onRefresh: () => void;
}

const inFuture = (iso: string | null) => iso !== null && new Date(iso).getTime() > Date.now();

/** The plan's status card: tier or 'Plano Gratuito', Ativo/Inativo, 'Trial até', 'Próxima renovação'. */
export function SubscriptionCard({ subscription: s, managing, refreshing, onManage, onRefresh }: SubscriptionCardProps) {
  // The trial shows while trial_ends_at is in the future (and the provider still calls it a trial).
  const trial = s.status === 'trialing' && inFuture(s.trialEndsAt);
  return (
    <section
      aria-labelledby="status-titulo"
      className="flex flex-col gap-5 rounded-2xl border border-neutral-800 bg-neutral-900/70 p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="status-titulo" className="text-xs font-black tracking-widest text-neutral-400 uppercase">
            Status da assinatura
          </h2>
          <p className="mt-2 flex items-center gap-2 font-display text-2xl uppercase">
            <Crown className={cn('size-6', s.subscribed ? 'text-brand-400' : 'text-neutral-500')} aria-hidden />
            {s.tier?.name ?? 'Plano Gratuito'}
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-3 py-1 text-xs font-black tracking-wider uppercase',
            s.subscribed ? 'bg-emerald-500/15 text-emerald-300' : 'bg-neutral-800 text-neutral-400',
          )}
        >
          {s.subscribed ? 'Ativo' : 'Inativo'}
        </span>
      </div>

      {s.subscribed && (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {trial && (
            <div className="rounded-xl bg-neutral-950/60 p-3">
              <dt className="text-neutral-400">Trial até</dt>
              <dd className="mt-1 font-bold">{formatDate(s.trialEndsAt!)}</dd>
            </div>
          )}
          {s.subscriptionEnd && (
            <div className="rounded-xl bg-neutral-950/60 p-3">
              <dt className="text-neutral-400">{s.cancelAtPeriodEnd ? 'Acesso até' : 'Próxima renovação'}</dt>
              <dd className="mt-1 font-bold">{formatDate(s.subscriptionEnd)}</dd>
            </div>
          )}
        </dl>
      )}
      {s.cancelAtPeriodEnd && s.subscribed && s.canManage && (
        <p className="text-sm text-amber-200">
          Cancelamento agendado: o plano não será renovado. Você pode retomar em Gerenciar Assinatura.
        </p>
      )}
      {s.status === 'past_due' && (
        <p role="alert" className="flex gap-2 rounded-xl border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          Não conseguimos cobrar a última mensalidade. Atualize seu cartão em Gerenciar Assinatura.
        </p>
      )}

      <div className="flex flex-col gap-3 sm:flex-row">
        {s.subscribed && s.canManage ? (
          <Button onClick={onManage} loading={managing}>
            <Settings className="size-4" aria-hidden /> Gerenciar Assinatura
          </Button>
        ) : (
          <Link
            to="/pricing"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-400 px-4 text-sm font-bold tracking-wide text-neutral-950 uppercase hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
          >
            Assinar Plano
          </Link>
        )}
        <Button variant="secondary" onClick={onRefresh} loading={refreshing}>
          <RefreshCw className="size-4" aria-hidden /> Atualizar Status
        </Button>
      </div>
    </section>
  );
}
