import { Link } from '@tanstack/react-router';
import { Trophy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import type { VoterListRow } from '../../../worker/contracts/artist';
import { RaffleDrawForm } from './raffle-draw-form';
import { RaffleWinners } from './raffle-winners';

/** The artist enters the seed announced in advance, once the list is frozen, and confirms it; the result is public on /sorteio. */
export function RaffleCard({ onOpen }: { onOpen: (row: VoterListRow) => void }) {
  const utils = trpc.useUtils();
  const status = trpc.raffle.status.useQuery();
  const redraw = trpc.artist.redrawRaffle.useMutation({ meta: { errorToast: 'Erro ao sortear de novo' } });
  const freeze = trpc.artist.freezeRaffle.useMutation({ meta: { errorToast: 'Erro ao congelar a lista' } });
  const s = status.data;

  const freezeNow = async () => {
    try {
      await freeze.mutateAsync();
      await utils.raffle.status.invalidate();
      toast.success('Lista de cupons congelada!');
    } catch {
      // Told by the mutation's meta (lib/error-pipe.ts).
    }
  };

  const redrawNow = async () => {
    try {
      await redraw.mutateAsync();
      await Promise.all([utils.raffle.status.invalidate(), utils.artist.raffleWinners.invalidate()]);
      toast.success('Nova rodada sorteada!');
    } catch {
      // Told by the mutation's meta (lib/error-pipe.ts).
    }
  };
  const rounds = s?.state === 'drawn' ? s.rounds : [];
  const last = rounds[rounds.length - 1];
  // The scheduled job draws the next round within the hour; the button lets the artist not wait.
  const redrawDue =
    !!last &&
    s?.state === 'drawn' &&
    !s.settled &&
    last.claimed.length < last.winners.length &&
    new Date(last.claimDeadline).getTime() <= Date.now();

  return (
    <section aria-labelledby="raffle-title" className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-4 sm:p-5">
      <h2 id="raffle-title" className="flex items-center gap-2 font-display text-lg font-black uppercase">
        <Trophy className="size-5 text-brand-400" aria-hidden />
        Sorteio
      </h2>
      {s?.state === 'open' && (
        <p className="text-sm text-neutral-300">
          A lista de cupons é congelada quando a votação encerrar. Só então a semente pode ser informada.
        </p>
      )}
      {s?.state === 'closed' && (
        <>
          <p className="text-sm text-neutral-300">
            A votação encerrou. A lista de cupons é congelada automaticamente em até uma hora, ou agora pelo botão abaixo. Depois de
            congelada, informe a semente.
          </p>
          <Button className="self-start" loading={freeze.isPending} onClick={() => void freezeNow()}>
            Congelar lista de cupons agora
          </Button>
        </>
      )}
      {s?.state === 'frozen' && <RaffleDrawForm />}
      {s?.state === 'drawn' && s.draw && (
        <>
          <p className="text-sm text-neutral-300">
            Sorteado com a semente “{s.draw.seed}”. Depois de falar com o ganhador, marque o prêmio como resgatado; prêmios sem resgate no
            prazo são sorteados de novo.
          </p>
          <RaffleWinners onOpen={onOpen} />
          {redrawDue && (
            <Button className="self-start" loading={redraw.isPending} onClick={() => void redrawNow()}>
              Sortear prêmios não resgatados
            </Button>
          )}
        </>
      )}
      <Link to="/sorteio" className="self-start text-sm font-semibold text-brand-400 underline-offset-2 hover:underline">
        Ver a página pública do sorteio
      </Link>
    </section>
  );
}
