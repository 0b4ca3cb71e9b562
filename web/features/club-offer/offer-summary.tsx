import { Flame, ShieldCheck } from 'lucide-react';
import { DISCOUNT_PERCENT } from '../../../worker/contracts/shop';
import { formatMoney } from '../../lib/format';
import { remainingText } from '../../lib/first-batch';

export interface OfferSummaryProps {
  totals: { original: number; total: number; discount: number; units: number };
  remaining: number | undefined;
}

/** Totals for display only (the server prices the order) and an honest first-batch note. */
export function OfferSummary({ totals, remaining }: OfferSummaryProps) {
  const outsideBatch = remaining !== undefined && totals.units > 0 && totals.units > remaining;
  return (
    <section aria-label="Resumo" className="rounded-xl border border-neutral-800 bg-neutral-950/60 p-4 text-sm">
      <dl className="flex flex-col gap-1.5">
        <div className="flex justify-between text-neutral-400">
          <dt>Subtotal</dt>
          <dd>{formatMoney(totals.original)}</dd>
        </div>
        <div className="flex justify-between text-emerald-400">
          <dt>Desconto ({DISCOUNT_PERCENT}%)</dt>
          <dd>− {formatMoney(totals.discount)}</dd>
        </div>
        <div className="flex justify-between text-base font-black">
          <dt>Total</dt>
          <dd>{formatMoney(totals.total)}</dd>
        </div>
      </dl>
      <p className="mt-2 flex items-center gap-1.5 text-xs text-neutral-400">
        <ShieldCheck className="size-3.5 text-emerald-400" aria-hidden /> Frete incluso no valor · entrega em até 30 dias
      </p>
      {outsideBatch && (
        <p className="mt-3 flex gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-2.5 text-xs text-amber-200" role="note">
          <Flame className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          {remaining === 0
            ? 'O primeiro lote esgotou: seu pedido é aceito normalmente, mas entra no lote seguinte.'
            : `Seu pedido tem ${totals.units} unidades e ${remainingText(remaining).toLowerCase()}: ele é aceito, mas fora do primeiro lote.`}
        </p>
      )}
    </section>
  );
}
