import { CalendarClock, Crown, Flame, Percent, Truck } from 'lucide-react';
import { DELIVERY_DAYS, DISCOUNT_PERCENT, FIRST_BATCH_LIMIT } from '../../../worker/contracts/shop';
import { remainingText } from '../../lib/first-batch';

const BENEFITS = [
  { icon: Percent, text: `${DISCOUNT_PERCENT}% de desconto de membro` },
  { icon: Crown, text: '1 ano de acesso antecipado ao clube' },
  { icon: Truck, text: 'Frete incluso' },
  { icon: CalendarClock, text: `Entrega em até ${DELIVERY_DAYS} dias` },
];

/** What the club gives and the live first-batch counter. */
export function OfferBenefits({ remaining }: { remaining: number | undefined }) {
  return (
    <div className="flex flex-col gap-3">
      <p
        className="flex items-center gap-2 rounded-xl border border-funk-500/40 bg-funk-500/10 px-3 py-2 text-sm font-bold text-pink-200"
        aria-live="polite"
      >
        <Flame className="size-4 shrink-0 text-funk-500" aria-hidden />
        {remaining === undefined ? (
          <span className="h-4 w-48 animate-pulse rounded bg-pink-300/20" aria-label="Carregando unidades restantes" />
        ) : remaining > 0 ? (
          <span>
            {remainingText(remaining)} <span className="font-normal text-pink-200/80">(de {FIRST_BATCH_LIMIT})</span>
          </span>
        ) : (
          <span>Primeiro lote esgotado — novos pedidos entram no lote seguinte</span>
        )}
      </p>
      <ul className="grid grid-cols-2 gap-2 text-xs text-neutral-300">
        {BENEFITS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon className="size-4 shrink-0 text-brand-400" aria-hidden />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
