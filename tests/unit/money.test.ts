import { describe, expect, it } from 'vitest';
import { CLUB_TSHIRTS as TSHIRTS } from '../../worker/contracts/club-tshirts';
import { centsToDecimal, discountedPrice, formatBrl, orderTotals, priceLine, type CatalogueProduct } from '../../worker/lib/money';

const shirt = (id: string, priceOriginal: number, priceDiscounted = discountedPrice(priceOriginal)): CatalogueProduct => ({
  id,
  name: id,
  imageUrl: null,
  priceOriginal,
  priceDiscounted,
});

describe('price and discount maths', () => {
  it('20 % off rounds to whole cents', () => {
    expect(discountedPrice(8990)).toBe(7192);
    expect(discountedPrice(9490)).toBe(7592);
    expect(discountedPrice(11990)).toBe(9592);
    expect(discountedPrice(1)).toBe(1);
    expect(discountedPrice(3)).toBe(2);
  });

  it('the seeded catalogue is exactly 20 % off', () => {
    for (const p of TSHIRTS) expect(p.priceDiscounted).toBe(discountedPrice(p.priceOriginal));
  });

  it('prices a line from the catalogue and refuses an unknown product', () => {
    expect(priceLine(shirt('a', 8990), { size: 'G', quantity: 3 })).toMatchObject({
      unitPrice: 7192,
      unitOriginalPrice: 8990,
      subtotal: 21576,
      size: 'G',
      quantity: 3,
    });
    expect(priceLine(undefined, { size: 'M', quantity: 1 })).toBeNull();
  });

  it('total = Σ discounted × qty, discount = Σ (original − discounted) × qty', () => {
    const lines = [priceLine(shirt('a', 8990), { size: 'M', quantity: 2 })!, priceLine(shirt('b', 11990), { size: 'GG', quantity: 1 })!];
    expect(orderTotals(lines)).toEqual({ total: 7192 * 2 + 9592, discount: 1798 * 2 + 2398, units: 3 });
    expect(orderTotals([])).toEqual({ total: 0, discount: 0, units: 0 });
  });

  it('ten of the dearest shirt stays an exact integer', () => {
    const t = orderTotals([priceLine(shirt('c', 11990), { size: '4G', quantity: 10 })!]);
    expect(t.total).toBe(95920);
    expect(Number.isInteger(t.total) && Number.isInteger(t.discount)).toBe(true);
  });

  it('rejects prices that are not whole non-negative cents, or a discount above the original', () => {
    expect(() => priceLine(shirt('x', 89.9, 71.92), { size: 'M', quantity: 1 })).toThrow();
    expect(() => priceLine(shirt('x', 100, 120), { size: 'M', quantity: 1 })).toThrow();
    expect(() => priceLine(shirt('x', 100, 80), { size: 'M', quantity: 0 })).toThrow();
  });

  it('formats cents for people and for analytics', () => {
    expect(formatBrl(143840)).toBe('R$ 1.438,40');
    expect(formatBrl(7192)).toBe('R$ 71,92');
    expect(centsToDecimal(14384)).toBe(143.84);
  });
});
