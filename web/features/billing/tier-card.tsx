import { Check, Crown } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { formatMoney } from '../../lib/format';
import { POPULAR_TIER, tierBenefits, type Tier } from './tier-benefits';

const ACCENT: Record<string, string> = { Bronze: 'text-amber-600', Prata: 'text-neutral-200', Ouro: 'text-brand-400' };

export interface TierCardProps {
  tier: Tier;
  current: boolean;
  busy: boolean;
  disabled: boolean;
  /** A subscriber changes plan in the billing portal ('Mudar para este plano'); anyone else starts a trial. */
  change: boolean;
  onStart: () => void;
}

/** One tier of /pricing: price, rights, 'Começar Trial Grátis' (or, for a subscriber, 'Mudar para este plano'). */
export function TierCard({ tier, current, busy, disabled, change, onStart }: TierCardProps) {
  const popular = tier.name === POPULAR_TIER;
  return (
    <article
      aria-labelledby={`plano-${tier.id}`}
      className={cn(
        'relative flex flex-col gap-5 rounded-2xl border bg-neutral-900/70 p-5 sm:p-6',
        popular ? 'border-funk-500 shadow-[0_0_40px_-12px] shadow-funk-500/60' : 'border-neutral-800',
      )}
    >
      {popular && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-funk-500 px-3 py-1 text-xs font-black tracking-wider text-white uppercase">
          Mais Popular
        </span>
      )}
      <header className="flex items-center justify-between gap-3">
        <h2 id={`plano-${tier.id}`} className={cn('font-display text-2xl uppercase', ACCENT[tier.name] ?? 'text-neutral-50')}>
          {tier.name}
        </h2>
        {current && (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-400/15 px-2 py-1 text-xs font-bold text-brand-400">
            <Crown className="size-3.5" aria-hidden /> Seu plano
          </span>
        )}
      </header>
      <p>
        <span className="text-3xl font-black">{formatMoney(tier.priceMonthly)}</span>
        <span className="text-neutral-400">/mês</span>
      </p>
      <ul className="flex flex-1 flex-col gap-2 text-sm text-neutral-300">
        {tierBenefits(tier).map((line) => (
          <li key={line} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-400" aria-hidden />
            {line}
          </li>
        ))}
      </ul>
      <Button
        variant={popular ? 'primary' : 'secondary'}
        loading={busy}
        disabled={disabled || current}
        onClick={onStart}
        className="w-full"
      >
        {current ? 'Seu plano atual' : change ? 'Mudar para este plano' : 'Começar Trial Grátis'}
      </Button>
    </article>
  );
}
