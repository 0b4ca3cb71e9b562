import { Link } from '@tanstack/react-router';
import { Trophy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import type { VoterListRow } from '../../../worker/contracts/artist';
import { readError } from '../../lib/trpc-error';

/** The artist enters the seed announced in advance, once the list is frozen; the result is public on /sorteio. */
export function RaffleCard({ onOpen }: { onOpen: (row: VoterListRow) => void }) {
  const utils = trpc.useUtils();
  const status = trpc.raffle.status.useQuery();
  const draw = trpc.artist.drawRaffle.useMutation();
  const winners = trpc.artist.raffleWinners.useQuery(undefined, { enabled: status.data?.state === 'drawn' });
  const [seed, setSeed] = useState('');
  const s = status.data;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await draw.mutateAsync({ seed });
      await Promise.all([utils.raffle.status.invalidate(), utils.artist.raffleWinners.invalidate()]);
      toast.success('Sorteio realizado!');
    } catch (err) {
      toast.error(readError(err, 'Erro ao sortear').message);
    }
  };

  return (
    <section aria-labelledby="raffle-title" className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-4 sm:p-5">
      <h2 id="raffle-title" className="flex items-center gap-2 font-display text-lg font-black uppercase">
        <Trophy className="size-5 text-brand-400" aria-hidden />
        Sorteio
      </h2>
      {s?.state === 'open' && <p className="text-sm text-neutral-300">A lista de cupons é congelada quando a votação encerrar. Só então a semente pode ser informada.</p>}
      {s?.state === 'frozen' && (
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <Field label="Semente pública anunciada" name="seed" placeholder="Loteria Federal 05923: 12345" value={seed} onChange={(e) => setSeed(e.target.value)} />
          </div>
          <Button type="submit" loading={draw.isPending} disabled={seed.trim().length < 3}>
            Sortear
          </Button>
        </form>
      )}
      {s?.state === 'drawn' && s.draw && (
        <>
          <p className="text-sm text-neutral-300">Sorteado com a semente “{s.draw.seed}”. Ganhadores (toque para ver o contato):</p>
          <ol className="grid gap-2 sm:grid-cols-2">
            {winners.data?.map((w) => (
              <li key={w.voteId}>
                <button type="button" onClick={() => onOpen(w)} className="min-h-11 w-full rounded-lg border border-brand-400/40 bg-brand-400/10 px-3 py-2 text-left text-sm hover:bg-brand-400/20">
                  <span className="font-mono font-bold">{w.coupon}</span> · {w.name}
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
      <Link to="/sorteio" className="self-start text-sm font-semibold text-brand-400 underline-offset-2 hover:underline">
        Ver a página pública do sorteio
      </Link>
    </section>
  );
}
