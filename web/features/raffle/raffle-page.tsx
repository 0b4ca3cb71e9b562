import { Download, Gift, Lock, Trophy } from 'lucide-react';
import { RAFFLE_ALGORITHM, RAFFLE_REDRAW_RULES, RAFFLE_SCRIPT } from '../../../worker/contracts/raffle';
import * as PATHS from '../../../worker/contracts/paths';
import { formatDateTime } from '../../lib/format';
import { RaffleRounds } from './raffle-rounds';
import { useRaffleSummary } from './raffle-summary';
import { RaffleVoids } from './raffle-voids';

/** /sorteio: the frozen list's hash, the seed, the winning coupons (never names), and how anyone can check them. */
export function RafflePage() {
  const status = useRaffleSummary();
  const s = status.data;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 md:py-14">
      <div>
        <h1 className="font-display text-3xl font-black uppercase sm:text-4xl">
          Sorteio das <span className="text-brand-400">10 camisetas</span>
        </h1>
        <p className="mt-2 text-neutral-300">
          Um sorteio que qualquer pessoa pode conferir: a lista de cupons é congelada no encerramento da votação e os ganhadores saem de uma
          semente pública anunciada antes. Só participam cupons com e-mail confirmado.
        </p>
      </div>
      {status.isPending && <p className="text-neutral-400">Carregando…</p>}
      {status.isError && <p className="text-red-400">Não foi possível carregar o sorteio. Tente novamente.</p>}
      {s?.state === 'open' && (
        <section className="rounded-2xl border border-white/10 bg-neutral-900 p-5">
          <p className="flex items-center gap-2 font-bold">
            <Gift className="size-5 text-brand-400" aria-hidden />A votação está aberta até {formatDateTime(s.closesAt)}.
          </p>
          <p className="mt-2 text-sm text-neutral-300">
            No encerramento, a lista de cupons válidos é congelada e a impressão digital (SHA-256) dela é publicada aqui, antes do sorteio.
          </p>
        </section>
      )}
      {s?.state === 'closed' && (
        <section className="rounded-2xl border border-white/10 bg-neutral-900 p-5">
          <p className="flex items-center gap-2 font-bold">
            <Lock className="size-5 text-brand-400" aria-hidden />A votação encerrou em {formatDateTime(s.closesAt)}.
          </p>
          <p className="mt-2 text-sm text-neutral-300">
            A lista de cupons válidos está sendo congelada. A impressão digital (SHA-256) dela aparece aqui em breve, antes do sorteio.
          </p>
        </section>
      )}
      {(s?.state === 'frozen' || s?.state === 'drawn') && (
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
            {/* A plain link to the file the server serves (and the edge keeps): the browser downloads it, no script in between. */}
            <a
              href={PATHS.raffleCoupons}
              download="cupons.txt"
              className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-lg bg-neutral-800 px-4 py-2 text-sm font-bold uppercase tracking-wide text-neutral-50 transition hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-400"
            >
              <Download className="size-4" aria-hidden />
              Baixar lista completa de cupons (cupons.txt)
            </a>
          </section>
          <section className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-5">
            <h2 className="flex items-center gap-2 font-display text-lg font-black uppercase">
              <Trophy className="size-5 text-brand-400" aria-hidden />
              Resultado
            </h2>
            {s.draw ? (
              <RaffleRounds rounds={s.rounds} settled={s.settled} />
            ) : (
              <p className="text-sm text-neutral-300">
                Aguardando a semente pública anunciada (por exemplo, o resultado da próxima extração da Loteria Federal).
              </p>
            )}
          </section>
        </>
      )}
      {s && <RaffleVoids voids={s.voids} />}
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
