import { DEFAULT_SIZE, MAX_QUANTITY, MIN_QUANTITY, type CartItem, type Size } from '../../../worker/contracts/orders';
import type { ClubProduct } from '../../../worker/contracts/shop';

/** Selected products in the order they were ticked: productId → size and quantity. */
export type Cart = ReadonlyMap<string, { size: Size; quantity: number }>;

export type CartAction =
  | { type: 'toggle'; productId: string }
  | { type: 'size'; productId: string; size: Size }
  | { type: 'quantity'; productId: string; quantity: number };

/** Ticking adds size M × 1, unticking removes; quantity changes only within 1–10. */
export function cartReducer(cart: Cart, action: CartAction): Cart {
  const next = new Map(cart);
  const current = cart.get(action.productId);
  switch (action.type) {
    case 'toggle':
      if (current) next.delete(action.productId);
      else next.set(action.productId, { size: DEFAULT_SIZE, quantity: MIN_QUANTITY });
      return next;
    case 'size':
      if (!current) return cart;
      next.set(action.productId, { ...current, size: action.size });
      return next;
    case 'quantity':
      if (!current || !Number.isInteger(action.quantity) || action.quantity < MIN_QUANTITY || action.quantity > MAX_QUANTITY) return cart;
      next.set(action.productId, { ...current, quantity: action.quantity });
      return next;
  }
}

export const cartItems = (cart: Cart): CartItem[] => [...cart].map(([productId, v]) => ({ productId, size: v.size, quantity: v.quantity }));

/** For display only: the server prices the order again from its own catalogue. */
export function displayTotals(cart: Cart, products: readonly ClubProduct[]) {
  let original = 0;
  let total = 0;
  let units = 0;
  for (const [id, { quantity }] of cart) {
    const p = products.find((x) => x.id === id);
    if (!p) continue;
    original += p.priceOriginal * quantity;
    total += p.priceDiscounted * quantity;
    units += quantity;
  }
  return { original, total, discount: original - total, units };
}

/** GA-style items for begin_checkout / click_buy_tshirt_club (no personal data). */
export function analyticsItems(cart: Cart, products: readonly ClubProduct[]) {
  return cartItems(cart).map((i) => {
    const p = products.find((x) => x.id === i.productId);
    return {
      item_id: i.productId,
      item_name: p?.name ?? 'Produto desconhecido',
      price: (p?.priceDiscounted ?? 0) / 100,
      quantity: i.quantity,
      item_category: 'Camiseta',
      item_variant: i.size,
    };
  });
}
