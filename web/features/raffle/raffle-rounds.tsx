import type { RaffleRound } from '../../../worker/contracts/raffle';
import { formatDate, formatDateTime } from '../../lib/format';

/** Every round: its seed, the hash of the list it drew from, the winning coupons (never names) and which were claimed. */
export function RaffleRounds({ rounds, settled }: { rounds: RaffleRound[]; settled: boolean }) {
  return (
    <div className="flex flex-col gap-5">
      {rounds.map((r) => (
        <div key={r.round} className="flex flex-col gap-2" data-testid={`rodada-${r.round}`}>
          <h3 className="font-bold">{r.round === 1 ? 'Sorteio' : `Rodada ${r.round} — prêmios não resgatados`}</h3>
          <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-neutral-400">Semente</dt>
            <dd className="font-mono break-all text-neutral-50">{r.seed}</dd>
            {r.round > 1 && (
              <>
                <dt className="text-neutral-400">Lista da rodada</dt>
                <dd>
                  {r.couponCount.toLocaleString('pt-BR')} cupons · SHA-256{' '}
                  <span className="font-mono text-xs break-all">{r.listSha256}</span>
                </dd>
              </>
            )}
            <dt className="text-neutral-400">Sorteado em</dt>
            <dd>{formatDateTime(r.drawnAt)}</dd>
            <dt className="text-neutral-400">Prazo de resgate</dt>
            <dd>{formatDate(r.claimDeadline)}</dd>
          </dl>
          <ol aria-label={`Cupons sorteados na rodada ${r.round}`} className="grid gap-2 sm:grid-cols-2">
            {r.winners.map((c, i) => (
              <li
                key={c}
                className="flex items-center justify-between gap-2 rounded-lg border border-brand-400/40 bg-brand-400/10 px-3 py-2"
              >
                <span className="font-mono font-bold">
                  {i + 1}. {c}
                </span>
                {r.claimed.includes(c) && <span className="text-xs font-bold text-emerald-300">resgatado</span>}
              </li>
            ))}
          </ol>
        </div>
      ))}
      <p className="text-sm text-neutral-300">
        {settled
          ? 'Sorteio encerrado: não haverá novas rodadas.'
          : 'Prêmios não resgatados no prazo serão sorteados de novo, pelo mesmo método, em uma nova rodada.'}{' '}
        Confira seu cupom em “Meu cupom”.
      </p>
    </div>
  );
}
