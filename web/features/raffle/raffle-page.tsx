import { Download, Gift, Lock, Trophy } from 'lucide-react';
import { RAFFLE_ALGORITHM, RAFFLE_REDRAW_RULES, RAFFLE_SCRIPT } from '../../../worker/contracts/raffle';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { RaffleRounds } from './raffle-rounds';

/** /sorteio: the frozen list's hash, the seed, the winning coupons (never names), and how anyone can check them. */
export function RafflePage() {
  const status = trpc.raffle.status.useQuery();
  const utils = trpc.useUtils();
  const s = status.data;

  const download = async () => {
    try {
      const list = await utils.raffle.couponList.fetch();
      if (!list) return;
      const url = URL.createObjectURL(new Blob([list.text], { type: 'text/plain;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = 'cupons.txt';
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      toast.error('Erro ao baixar a lista de cupons. Tente novamente.');
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 md:py-14">
      <div>
        <h1 className="font-display text-3xl font-black uppercase sm:text-4xl">
          Sorteio das <span className="text-brand-400">10 camisetas</span>
        </h1>
        <p className="mt-2 text-neutral-300">Um sorteio que qualquer pessoa pode conferir: a lista de cupons é congelada no encerramento da votação e os ganhadores saem de uma semente pública anunciada antes.</p>
      </div>
      {status.isPending && <p className="text-neutral-400">Carregando…</p>}
      {status.isError && <p className="text-red-400">Não foi possível carregar o sorteio. Tente novamente.</p>}
      {s?.state === 'open' && (
        <section className="rounded-2xl border border-white/10 bg-neutral-900 p-5">
          <p className="flex items-center gap-2 font-bold">
            <Gift className="size-5 text-brand-400" aria-hidden />
            A votação está aberta até {formatDateTime(s.closesAt)}.
          </p>
          <p className="mt-2 text-sm text-neutral-300">No encerramento, a lista de cupons válidos é congelada e a impressão digital (SHA-256) dela é publicada aqui, antes do sorteio.</p>
        </section>
      )}
      {s && s.state !== 'open' && (
        <>
          <section className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-5">
            <h2 className="flex items-center gap-2 font-display text-lg font-black uppercase">
              <Lock className="size-5 text-brand-400" aria-hidden />
              Lista congelada
            </h2>
            <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="text-neutral-400">Encerramento</dt>
              <dd>{formatDateTime(s.closedAt)}</dd>
              <dt className="text-neutral-400">Cupons válidos</dt>
              <dd>{s.couponCount.toLocaleString('pt-BR')}</dd>
              <dt className="text-neutral-400">SHA-256 da lista</dt>
              <dd className="font-mono text-xs break-all">{s.couponsSha256}</dd>
            </dl>
            <Button variant="secondary" className="self-start" onClick={() => void download()}>
              <Download className="size-4" aria-hidden />
              Baixar lista de cupons (cupons.txt)
            </Button>
          </section>
          <section className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-5">
            <h2 className="flex items-center gap-2 font-display text-lg font-black uppercase">
              <Trophy className="size-5 text-brand-400" aria-hidden />
              Resultado
            </h2>
            {s.draw ? (
              <RaffleRounds rounds={s.rounds} settled={s.settled} />
            ) : (
              <p className="text-sm text-neutral-300">Aguardando a semente pública anunciada (por exemplo, o resultado da próxima extração da Loteria Federal).</p>
            )}
          </section>
        </>
      )}
      <section className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-5 text-sm">
        <h2 className="font-display text-lg font-black uppercase">Como conferir</h2>
        <ol className="list-decimal space-y-2 pl-5 text-neutral-300">
          {RAFFLE_ALGORITHM.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <h3 className="mt-2 font-bold">Prêmios não resgatados</h3>
        <ol className="list-decimal space-y-2 pl-5 text-neutral-300">
          {RAFFLE_REDRAW_RULES.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="text-neutral-400">O mesmo cálculo em Python, para rodar sobre o arquivo baixado:</p>
        <pre className="overflow-x-auto rounded-lg bg-neutral-950 p-3 text-xs text-neutral-200">{RAFFLE_SCRIPT}</pre>
      </section>
    </div>
  );
}
