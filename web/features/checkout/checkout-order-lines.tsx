import type { OrderLine } from '../../../worker/contracts/orders';
import { formatMoney } from '../../lib/format';

/** Items: name, size, quantity, unit price and subtotal. */
export function CheckoutOrderLines({ items }: { items: readonly OrderLine[] }) {
  return (
    <ul className="divide-y divide-neutral-800" aria-label="Itens do pedido">
      {items.map((item, i) => (
        <li key={`${item.productName}-${item.size}-${i}`} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              alt=""
              width={72}
              height={72}
              className="size-18 shrink-0 rounded-lg bg-neutral-800 object-cover"
              onError={(e) => e.currentTarget.classList.add('invisible')}
            />
          ) : (
            <div className="size-18 shrink-0 rounded-lg bg-neutral-800" aria-hidden />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="leading-tight font-bold">{item.productName}</p>
            <p className="text-sm text-neutral-400">
              <span className="whitespace-nowrap">
                Tamanho: <span className="text-neutral-200">{item.size}</span>
              </span>{' '}
              ·{' '}
              <span className="whitespace-nowrap">
                Quantidade: <span className="text-neutral-200">{item.quantity}</span>
              </span>
            </p>
            <p className="text-sm text-neutral-400">
              <s className="mr-1 text-neutral-400">{formatMoney(item.unitOriginalPrice)}</s>
              {formatMoney(item.unitPrice)} cada
            </p>
          </div>
          <p className="shrink-0 font-bold">{formatMoney(item.subtotal)}</p>
        </li>
      ))}
    </ul>
  );
}
