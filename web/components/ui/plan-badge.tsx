import { Crown } from 'lucide-react';

/** The member's plan as a pill: 'Plano Prata', or 'Plano Gratuito' without a live subscription. */
export function PlanBadge({ tierName }: { tierName: string | null }) {
  return (
    <span
      className={
        tierName
          ? 'inline-flex items-center gap-1.5 rounded-full bg-brand-400 px-3 py-1 text-xs font-black uppercase tracking-wider text-neutral-950'
          : 'inline-flex items-center gap-1.5 rounded-full border border-white/20 px-3 py-1 text-xs font-bold uppercase tracking-wider text-neutral-300'
      }
    >
      <Crown className="size-3.5" aria-hidden />
      {tierName ? `Plano ${tierName}` : 'Plano Gratuito'}
    </span>
  );
}
