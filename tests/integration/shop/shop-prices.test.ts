import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../web/features/shop/shop-products';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

describe('one catalogue: /loja and the club offer sell each T-shirt at the same price', () => {
  it("every T-shirt on /loja is a club product, listed at the club's full price (what orders are charged from)", async () => {
    const club = await t.caller().shop.clubProducts();
    const shirts = PRODUCTS.filter((p) => p.kind === 'tshirt');
    expect(shirts.length).toBeGreaterThan(0);
    for (const shirt of shirts) {
      const product = club.find((c) => c.id === shirt.clubProductId);
      expect(product, shirt.name).toBeDefined();
      expect(shirt.priceCents, shirt.name).toBe(product!.priceOriginal);
    }
  });
});
