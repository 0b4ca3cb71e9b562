/** Prices are integer cents (BRL); nothing here ever sees a float. */

import type { OrderLine } from '../contracts/orders';
import { DISCOUNT_PERCENT } from '../contracts/shop';

export interface CatalogueProduct {
  id: string;
  name: string;
  imageUrl: string | null;
  priceOriginal: number;
  priceDiscounted: number;
}

export interface PricedLine extends OrderLine {
  productId: string;
}

export interface OrderTotals {
  /** Sum of price_discounted × quantity: the total the buyer pays. */
  total: number;
  /** Sum of (price_original − price_discounted) × quantity: the discount shown. */
  discount: number;
  units: number;
}

const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * Prices each requested line from the catalogue. Returns `null` for a line whose
 * product is unknown, so the caller can refuse the order ('Produto desconhecido').
 */
export function priceLine(product: CatalogueProduct | undefined, item: { size: string; quantity: number }): PricedLine | null {
  if (!product) return null;
  if (!isCents(product.priceOriginal) || !isCents(product.priceDiscounted) || product.priceDiscounted > product.priceOriginal) {
    throw new Error(`product ${product.id} has invalid prices`);
  }
  if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) throw new Error('quantity must be a positive integer');
  return {
    productId: product.id,
    productName: product.name,
    imageUrl: product.imageUrl,
    size: item.size,
    quantity: item.quantity,
    unitPrice: product.priceDiscounted,
    unitOriginalPrice: product.priceOriginal,
    subtotal: product.priceDiscounted * item.quantity,
  };
}

export function orderTotals(lines: Array<Pick<PricedLine, 'quantity' | 'unitPrice' | 'unitOriginalPrice'>>): OrderTotals {
  let total = 0;
  let discount = 0;
  let units = 0;
  for (const l of lines) {
    total += l.unitPrice * l.quantity;
    discount += (l.unitOriginalPrice - l.unitPrice) * l.quantity;
    units += l.quantity;
  }
  return { total, discount, units };
}

/** 20 % off, rounded to the nearest cent (how the catalogue derives discounted prices). */
export const discountedPrice = (originalCents: number, percent = DISCOUNT_PERCENT) => Math.round((originalCents * (100 - percent)) / 100);

/** Cents as the decimal number analytics tools expect (12345 → 123.45). */
export const centsToDecimal = (cents: number) => Math.round(cents) / 100;

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 12345 → "R$ 123,45" (plain space, for server-rendered pages). */
export const formatBrl = (cents: number) => BRL.format(cents / 100).replace(/\s/g, ' ');
