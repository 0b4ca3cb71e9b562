import { Check, Minus, Plus } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY, SIZES, type Size } from '../../../worker/contracts/orders';
import type { ClubProduct } from '../../../worker/contracts/shop';
import { cn } from '../../components/ui/cn';
import { formatMoney } from '../../lib/format';
import type { Cart, CartAction } from './offer-cart';

export interface ProductPickerProps {
  products: readonly ClubProduct[];
  cart: Cart;
  dispatch: (action: CartAction) => void;
  /** A product to bring into view once (the shirt 'EU QUERO' was tapped on, lower in the list on a phone). */
  scrollTo?: string;
}

/** One row per T-shirt: tick to add (M × 1), then size and quantity for that row. */
export function ProductPicker({ products, cart, dispatch, scrollTo }: ProductPickerProps) {
  const list = useRef<HTMLUListElement>(null);
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!scrollTo || shown.current === scrollTo) return;
    const item = list.current?.querySelector(`[data-product="${CSS.escape(scrollTo)}"]`);
    if (!item) return;
    shown.current = scrollTo;
    item.scrollIntoView({ block: 'nearest' });
  }, [scrollTo, products]);
  return (
    <ul ref={list} className="flex flex-col gap-3" aria-label="Camisetas do clube">
      {products.map((p) => {
        const line = cart.get(p.id);
        const checkboxId = `produto-${p.id}`;
        return (
          <li
            key={p.id}
            data-product={p.id}
            className={cn(
              'scroll-mb-36 rounded-xl border bg-neutral-950/60 p-3 transition',
              line ? 'border-brand-400/70 shadow-[0_0_0_1px] shadow-brand-400/30' : 'border-neutral-800',
            )}
          >
            <label htmlFor={checkboxId} className="flex cursor-pointer items-center gap-3">
              <input
                id={checkboxId}
                type="checkbox"
                checked={Boolean(line)}
                onChange={() => dispatch({ type: 'toggle', productId: p.id })}
                className="peer sr-only"
              />
              <span
                aria-hidden
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-md border-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-400',
                  line ? 'border-brand-400 bg-brand-400 text-neutral-950' : 'border-neutral-600',
                )}
              >
                {line && <Check className="size-4" strokeWidth={3} />}
              </span>
              <img
                src={p.imageUrl}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className="size-16 shrink-0 rounded-lg bg-neutral-800 object-cover"
                onError={(e) => e.currentTarget.classList.add('invisible')}
              />
              <span className="flex min-w-0 flex-col">
                <span className="text-sm leading-tight font-bold">{p.name}</span>
                <span className="mt-1 flex flex-wrap items-baseline gap-x-2">
                  <s className="text-xs text-neutral-400">{formatMoney(p.priceOriginal)}</s>
                  <span className="font-black text-brand-400">{formatMoney(p.priceDiscounted)}</span>
                </span>
              </span>
            </label>
            {line && (
              <div className="mt-3 flex flex-wrap items-end gap-3 border-t border-neutral-800 pt-3">
                <label className="flex flex-col gap-1 text-xs font-semibold text-neutral-300">
                  Tamanho
                  <select
                    value={line.size}
                    onChange={(e) => dispatch({ type: 'size', productId: p.id, size: e.target.value as Size })}
                    className="min-h-11 rounded-lg border border-neutral-700 bg-neutral-950 px-3 text-base text-neutral-50 focus:outline-2 focus:outline-brand-400"
                    aria-label={`Tamanho de ${p.name}`}
                  >
                    {SIZES.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                </label>
                <div className="flex flex-col gap-1 text-xs font-semibold text-neutral-300">
                  <span id={`qtd-${p.id}`}>Quantidade</span>
                  <div className="flex items-center gap-1" role="group" aria-labelledby={`qtd-${p.id}`}>
                    <StepButton
                      label={`Diminuir quantidade de ${p.name}`}
                      disabled={line.quantity <= MIN_QUANTITY}
                      onClick={() => dispatch({ type: 'quantity', productId: p.id, quantity: line.quantity - 1 })}
                    >
                      <Minus className="size-4" aria-hidden />
                    </StepButton>
                    <output
                      className="w-8 text-center text-base font-bold text-neutral-50"
                      aria-live="polite"
                      aria-label={`Quantidade de ${p.name}`}
                    >
                      {line.quantity}
                    </output>
                    <StepButton
                      label={`Aumentar quantidade de ${p.name}`}
                      disabled={line.quantity >= MAX_QUANTITY}
                      onClick={() => dispatch({ type: 'quantity', productId: p.id, quantity: line.quantity + 1 })}
                    >
                      <Plus className="size-4" aria-hidden />
                    </StepButton>
                  </div>
                </div>
                <p className="ml-auto self-center text-sm font-bold">{formatMoney(p.priceDiscounted * line.quantity)}</p>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function StepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="flex size-11 items-center justify-center rounded-lg border border-neutral-700 bg-neutral-900 text-neutral-100 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-brand-400 disabled:opacity-40"
    >
      {children}
    </button>
  );
}
