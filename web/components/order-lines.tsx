import type { ReactNode } from 'react';
import { formatMoney } from '../lib/format';
import { cn } from './ui/cn';

/** What every order line shows: the shirt's picture and name, and its subtotal. */
export interface OrderLineBasics {
  productName: string;
  imageUrl: string | null;
  size: string;
  quantity: number;
  subtotal: number;
}

/**
 * An order's items, for the checkout page (large pictures, prices per unit) and the confirmation
 * (compact). `details` says each line's size and quantity in the page's words.
 */
export function OrderLines<T extends OrderLineBasics>({
  items,
  details,
  compact = false,
}: {
  items: readonly T[];
  details: (item: T) => ReactNode;
  compact?: boolean;
}) {
  const side = compact ? 56 : 72;
  const thumb = cn('shrink-0 rounded-lg bg-neutral-800', compact ? 'size-14' : 'size-18');
  return (
    <ul className="divide-y divide-neutral-800" aria-label="Itens do pedido">
      {items.map((item, i) => (
        <li key={`${item.productName}-${item.size}-${i}`} className={cn('flex gap-3 py-3 first:pt-0 last:pb-0', compact && 'items-center')}>
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              alt=""
              width={side}
              height={side}
              className={cn(thumb, 'object-cover')}
              onError={(e) => e.currentTarget.classList.add('invisible')}
            />
          ) : (
            <div className={thumb} aria-hidden />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="leading-tight font-bold">{item.productName}</p>
            {details(item)}
          </div>
          <p className="shrink-0 font-bold">{formatMoney(item.subtotal)}</p>
        </li>
      ))}
    </ul>
  );
}
