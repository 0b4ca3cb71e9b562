/** schema.org structured data for the prerendered pages: the artist (MusicGroup) and the shop (Product). */
import type { Product } from '../web/features/shop/shop-products';
import { SITE_NAME, STREAMING_URL } from '../web/lib/site';

export function musicGroupLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicGroup',
    name: SITE_NAME,
    url: `${origin}/`,
    image: `${origin}/images/og-image.jpg`,
    genre: 'Funk',
    description: 'MC Mito, funk direto da quebrada: o hit Chora Piranha, shows pelo Brasil e a comunidade oficial de fãs.',
    sameAs: [STREAMING_URL],
    track: { '@type': 'MusicRecording', name: 'Chora Piranha', byArtist: { '@type': 'MusicGroup', name: SITE_NAME } },
  };
}

export function productListLd(origin: string, products: readonly Product[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Loja oficial do MC Mito',
    url: `${origin}/loja`,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Product',
        name: p.name,
        description: p.description,
        category: p.category,
        image: `${origin}/images/shop/${p.image}-720.webp`,
        brand: { '@type': 'Brand', name: SITE_NAME },
        offers: {
          '@type': 'Offer',
          price: (p.priceCents / 100).toFixed(2),
          priceCurrency: 'BRL',
          availability: 'https://schema.org/InStock',
          url: `${origin}/loja`,
        },
      },
    })),
  };
}
