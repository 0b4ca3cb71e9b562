/** The club's discount on its T-shirts, in percent (with the offer's other terms in shop.ts). */
export const DISCOUNT_PERCENT = 20;

/**
 * The club T-shirts: the one catalogue the shop (/loja) lists and the club offer sells. The seed
 * writes it to the database (tshirt_products), which prices every order; /loja, a static page, shows
 * the same names and prices from here. Prices in cents; the club pays DISCOUNT_PERCENT less.
 */
export interface ClubTshirt {
  slug: string;
  name: string;
  description: string;
  image: string;
  priceOriginal: number;
  priceDiscounted: number;
}

export const CLUB_TSHIRTS: readonly ClubTshirt[] = [
  {
    slug: 'camiseta-design-1',
    name: 'Camiseta Oficial — Mito Clássico',
    description: 'Algodão 100%, estampa frontal do design 1.',
    image: '/images/products/camiseta-design-1.webp',
    priceOriginal: 8990,
  },
  {
    slug: 'camiseta-design-2',
    name: 'Camiseta Oficial — Favela Venceu',
    description: 'Algodão 100%, estampa frontal do design 2.',
    image: '/images/products/camiseta-design-2.webp',
    priceOriginal: 8990,
  },
  {
    slug: 'camiseta-bonde',
    name: 'Camiseta Bonde do Mito',
    description: 'Estampa do bonde nas costas, logo no peito.',
    image: '/images/products/camiseta-bonde.webp',
    priceOriginal: 9490,
  },
  {
    slug: 'camiseta-chora-piranha',
    name: 'Camiseta Chora Piranha',
    description: 'A frase do hit em destaque.',
    image: '/images/products/camiseta-chora-piranha.webp',
    priceOriginal: 9490,
  },
  {
    slug: 'camiseta-estampa-total',
    name: 'Camiseta Estampa Total',
    description: 'Estampa completa, frente e costas.',
    image: '/images/products/camiseta-estampa-total.webp',
    priceOriginal: 11990,
  },
].map((p) => ({ ...p, priceDiscounted: Math.round((p.priceOriginal * (100 - DISCOUNT_PERCENT)) / 100) }));

/** The club product id of a T-shirt (tshirt_products.id). */
export const clubProductId = (slug: string) => `prod_${slug}`;
