import { formatMoney } from '../../lib/format';

export interface ConfirmationLine {
  productName: string;
  imageUrl: string | null;
  size: string;
  quantity: number;
  subtotal: number;
}

export function OrderLines({ items }: { items: readonly ConfirmationLine[] }) {
  return (
    <ul className="divide-y divide-neutral-800" aria-label="Itens do pedido">
      {items.map((item, i) => (
        <li key={`${item.productName}-${item.size}-${i}`} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          {item.imageUrl && (
            <img
              src={item.imageUrl}
              alt=""
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-lg bg-neutral-800 object-cover"
              onError={(e) => e.currentTarget.classList.add('invisible')}
            />
          )}
          <div className="min-w-0 flex-1">
            <p className="leading-tight font-bold">{item.productName}</p>
            <p className="text-sm text-neutral-400">
              Tamanho {item.size} · {item.quantity} {item.quantity === 1 ? 'unidade' : 'unidades'}
            </p>
          </div>
          <p className="shrink-0 font-bold">{formatMoney(item.subtotal)}</p>
        </li>
      ))}
    </ul>
  );
}
