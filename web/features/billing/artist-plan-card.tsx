import { Crown } from 'lucide-react';

/** /meu-plano for the artist's own account: every right, nothing to subscribe to. */
export function ArtistPlanCard() {
  return (
    <section
      aria-labelledby="status-titulo"
      className="flex flex-col gap-3 rounded-2xl border border-neutral-800 bg-neutral-900/70 p-5 sm:p-6"
    >
      <h2 id="status-titulo" className="text-xs font-black tracking-widest text-neutral-400 uppercase">
        Status da conta
      </h2>
      <p className="flex items-center gap-2 font-display text-2xl uppercase">
        <Crown className="size-6 text-brand-400" aria-hidden />
        Conta do artista
      </p>
      <p className="text-sm text-neutral-300">Todos os recursos da comunidade estão liberados para você, sem assinatura.</p>
    </section>
  );
}
