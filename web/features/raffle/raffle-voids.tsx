import { ShieldAlert } from 'lucide-react';
import { RAFFLE_GROUND_LABELS, type RaffleVoidSummary } from '../../../worker/contracts/raffle-integrity';
import { formatDateTime } from '../../lib/format';

const cupons = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'cupom anulado' : 'cupons anulados'}`;

/** /sorteio: how many coupons the artist voided before the freeze, and on what grounds — never who. */
export function RaffleVoids({ voids }: { voids: RaffleVoidSummary[] }) {
  if (voids.length === 0) return null;
  const total = voids.reduce((n, v) => n + v.couponCount, 0);
  return (
    <section aria-labelledby="raffle-voids-title" className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-5">
      <h2 id="raffle-voids-title" className="flex items-center gap-2 font-display text-lg font-black uppercase">
        <ShieldAlert className="size-5 text-brand-400" aria-hidden />
        Cupons anulados
      </h2>
      <p className="text-sm text-neutral-300">
        <strong className="text-neutral-50">{cupons(total)}</strong> antes do congelamento da lista: cada pessoa participa com um só cupom
        (Lei 5.768/71). Cupons anulados não entram na lista nem no sorteio, e cada votante foi avisado por e-mail.
      </p>
      <ul className="flex flex-col gap-2 text-sm" aria-label="Motivos das anulações">
        {voids.map((v) => (
          <li key={`${v.voidedAt}-${v.ground}`} className="rounded-xl border border-neutral-800 p-3">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <strong className="text-neutral-50">{RAFFLE_GROUND_LABELS[v.ground]}</strong>
              <span className="text-neutral-400">
                {cupons(v.couponCount)} · {formatDateTime(v.voidedAt)}
              </span>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-neutral-300">{v.reason}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
