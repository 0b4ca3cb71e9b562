import { Crown } from 'lucide-react';

/** The member's plan as a pill: 'Plano Prata', 'Plano Gratuito' without a live subscription, 'Conta do artista' for the artist. */
export function PlanBadge({ tierName, artist = false }: { tierName: string | null; artist?: boolean }) {
  return (
    <span
      className={
        tierName || artist
          ? 'inline-flex items-center gap-1.5 rounded-full bg-brand-400 px-3 py-1 text-xs font-black uppercase tracking-wider text-neutral-950'
          : 'inline-flex items-center gap-1.5 rounded-full border border-white/20 px-3 py-1 text-xs font-bold uppercase tracking-wider text-neutral-300'
      }
    >
      <Crown className="size-3.5" aria-hidden />
      {artist ? 'Conta do artista' : tierName ? `Plano ${tierName}` : 'Plano Gratuito'}
    </span>
  );
}
