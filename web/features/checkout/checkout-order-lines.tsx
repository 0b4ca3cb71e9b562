import type { OrderLine } from '../../../worker/contracts/orders';
import { OrderLines } from '../../components/order-lines';
import { formatMoney } from '../../lib/format';

/** Items: name, size, quantity, unit price and subtotal. */
export function CheckoutOrderLines({ items }: { items: readonly OrderLine[] }) {
  return (
    <OrderLines
      items={items}
      details={(item) => (
        <>
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
        </>
      )}
    />
  );
}
