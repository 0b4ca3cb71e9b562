import { Link } from '@tanstack/react-router';
import { Trophy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { readError } from '../../lib/trpc-error';

/** The artist enters the seed announced in advance, once the list is frozen; the result is public on /sorteio. */
export function RaffleCard() {
  const utils = trpc.useUtils();
  const status = trpc.raffle.status.useQuery();
  const draw = trpc.artist.drawRaffle.useMutation();
  const [seed, setSeed] = useState('');
  const s = status.data;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await draw.mutateAsync({ seed });
      await utils.raffle.status.invalidate();
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
      {s?.state === 'drawn' && s.draw && <p className="text-sm text-neutral-300">Sorteado com a semente “{s.draw.seed}”: {s.draw.winners.join(', ')}.</p>}
      <Link to="/sorteio" className="self-start text-sm font-semibold text-brand-400 underline-offset-2 hover:underline">
        Ver a página pública do sorteio
      </Link>
    </section>
  );
}
