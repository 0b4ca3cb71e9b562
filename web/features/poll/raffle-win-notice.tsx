import { Link } from '@tanstack/react-router';
import { Ticket } from '../../components/icons/landing-icons';
import { useLazyQuery } from '../../lib/lazy-query';

/**
 * Once the poll has closed, on the landing, for a fan who voted in this browser: before the draw,
 * good luck; after it, a winner sees the prize with the claim deadline and the way to /meu-cupom,
 * and everyone else that the draw happened, with the way to /sorteio.
 */
// Not lib/format: that module is a chunk of its own, and the landing's first load has no room for it.
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

export function RaffleWinNotice({ voterToken }: { voterToken: string }) {
  const status = useLazyQuery(voterToken, ({ reads }) => ({ ...reads.couponStatus({ voterToken }), staleTime: 60_000, retry: 1 }));
  const s = status.data;
  if (!s) return null;
  if (s.raffle !== 'drawn') return <p className="mt-2 text-sm text-neutral-300">Boa sorte no sorteio das 10 camisetas!</p>;
  if (s.result !== 'won' || s.prize?.expired)
    return (
      <p className="mt-2 text-sm text-neutral-300" data-testid="sorteio-realizado">
        O sorteio já foi realizado e seu cupom não foi sorteado desta vez. Obrigado por votar!{' '}
        <Link to="/sorteio" className="font-bold text-brand-400 underline-offset-2 hover:underline">
          Ver o sorteio
        </Link>
      </p>
    );
  return (
    <div
      role="status"
      className="mt-5 flex flex-col gap-3 rounded-2xl border-2 border-brand-400 bg-brand-400/10 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="ganhou-sorteio"
    >
      <div className="flex items-center gap-3">
        <Ticket className="size-7 shrink-0 text-brand-400" aria-hidden />
        <p className="text-sm text-neutral-200">
          <strong className="block font-display text-lg uppercase text-white">
            {s.prize?.claimed ? 'Prêmio resgatado!' : 'Você ganhou uma camiseta oficial!'}
          </strong>
          Seu cupom <span className="font-mono font-bold text-brand-400">{s.coupon}</span> foi sorteado.
          {s.prize && !s.prize.claimed && ` Prazo para resgatar: ${day(s.prize.claimDeadline)}.`}
        </p>
      </div>
      <Link
        to="/meu-cupom"
        className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-bold text-brand-400 underline-offset-2 hover:underline"
      >
        Como resgatar
      </Link>
    </div>
  );
}
