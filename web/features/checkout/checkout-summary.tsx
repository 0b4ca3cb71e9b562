import { Truck } from 'lucide-react';
import { DISCOUNT_PERCENT } from '../../../worker/contracts/shop';
import { formatMoney } from '../../lib/format';

/** Desconto (20%), Total and 'Frete incluso no valor'. Amounts come from the server. */
export function CheckoutSummary({ totalAmount, discountAmount }: { totalAmount: number; discountAmount: number }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      {/* The note sits outside the <dl>: a list of terms may only hold dt/dd groups (axe: definition-list). */}
      <dl className="flex flex-col gap-2">
        <div className="flex justify-between text-neutral-400">
          <dt>Subtotal</dt>
          <dd>{formatMoney(totalAmount + discountAmount)}</dd>
        </div>
        <div className="flex justify-between text-emerald-400">
          <dt>Desconto ({DISCOUNT_PERCENT}%)</dt>
          <dd>− {formatMoney(discountAmount)}</dd>
        </div>
        <div className="flex items-baseline justify-between border-t border-neutral-800 pt-2">
          <dt className="text-base font-black uppercase">Total</dt>
          <dd className="text-2xl font-black text-brand-400">{formatMoney(totalAmount)}</dd>
        </div>
      </dl>
      <p className="flex items-center gap-1.5 text-xs text-neutral-400">
        <Truck className="size-3.5 text-emerald-400" aria-hidden /> Frete incluso no valor
      </p>
    </div>
  );
}
