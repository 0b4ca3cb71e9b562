/** The static catalogue of /loja (prices from R$ 19,90 to R$ 129,90; album run of 500). */
import { CLUB_TSHIRTS, clubProductId } from '../../../worker/contracts/club-tshirts';
import type { ProductCategory } from './shop-categories';

export interface Product {
  id: string;
  name: string;
  description: string;
  category: ProductCategory;
  /** In cents, like every price on the site. */
  priceCents: number;
  featured: boolean;
  /** T-shirts are sold through the club offer; everything else through the team on WhatsApp. */
  kind: 'tshirt' | 'other';
  /** Picture base name under /images/shop/ (…-360 and …-720, AVIF and WebP). */
  image: string;
  alt: string;
  /** Units made, when the run is limited. */
  limitedRun?: number;
  /** A T-shirt's product in the club offer ('EU QUERO' opens the offer with it ticked). */
  clubProductId?: string;
}

/** A club T-shirt's name, price and offer product, from the one catalogue the offer sells. */
function clubShirt(slug: string) {
  const shirt = CLUB_TSHIRTS.find((t) => t.slug === slug);
  if (!shirt) throw new Error(`${slug} is not a club T-shirt`);
  return { name: shirt.name, priceCents: shirt.priceOriginal, kind: 'tshirt' as const, clubProductId: clubProductId(slug) };
}

export const PRODUCTS: readonly Product[] = [
  {
    id: 'camiseta-chora-piranha',
    ...clubShirt('camiseta-chora-piranha'),
    description: 'Algodão penteado com a estampa do coração partido do hit. A oficial do clube.',
    category: 'Roupas',
    featured: true,
    image: 'camiseta-chora-piranha',
    alt: 'Camiseta branca com a estampa rosa de coração partido do Chora Piranha, pendurada num cabide',
  },
  {
    id: 'album-chora-piranha',
    name: 'Álbum Chora Piranha — Edição Limitada',
    description: 'Vinil numerado com encarte autografado. Tiragem limitada de 500 unidades.',
    category: 'Música',
    priceCents: 12990,
    featured: true,
    kind: 'other',
    image: 'album-chora-piranha',
    alt: 'Capa do álbum Chora Piranha com o disco de vinil saindo da capa e o selo Nº 001/500',
    limitedRun: 500,
  },
  {
    id: 'moletom-bonde',
    name: 'Moletom Bonde do Mito',
    description: 'Moletom preto com capuz e bordado amarelo. Pra colar no baile quando esfriar.',
    category: 'Roupas',
    priceCents: 11990,
    featured: true,
    kind: 'other',
    image: 'moletom-bonde',
    alt: 'Moletom preto com capuz e as palavras Bonde do Mito em amarelo e rosa',
  },
  {
    id: 'camiseta-favela-venceu',
    ...clubShirt('camiseta-design-2'),
    description: 'Preta, com a frase que virou hino da quebrada em letras brancas.',
    category: 'Roupas',
    featured: false,
    image: 'camiseta-favela-venceu',
    alt: 'Camiseta preta com a frase Favela Venceu em letras brancas, pendurada num cabide',
  },
  {
    id: 'bone-mito',
    name: 'Boné Aba Curva MC Mito',
    description: 'Boné preto com o M amarelo bordado na frente e ajuste traseiro.',
    category: 'Acessórios',
    priceCents: 5990,
    featured: false,
    kind: 'other',
    image: 'bone-mito',
    alt: 'Boné preto com o M amarelo do MC Mito bordado na frente',
  },
  {
    id: 'chaveiro-mito',
    name: 'Chaveiro Oficial',
    description: 'Chaveiro emborrachado com a marca do Mito. Leve o funk no bolso.',
    category: 'Acessórios',
    priceCents: 1990,
    featured: false,
    kind: 'other',
    image: 'chaveiro-mito',
    alt: 'Chaveiro preto quadrado com o M amarelo e uma argola prateada',
  },
  {
    id: 'poster-mito',
    name: 'Pôster Autografado',
    description: 'Pôster A2 do show no palco, assinado à mão pelo Mito.',
    category: 'Decoração',
    priceCents: 3990,
    featured: false,
    kind: 'other',
    image: 'poster-mito',
    alt: 'Pôster com a silhueta do MC Mito no palco sob luzes amarelas e rosas',
  },
  {
    id: 'caneca-chora-piranha',
    name: 'Caneca Chora Piranha',
    description: 'Caneca de porcelana de 325 ml com a estampa do hit. Vai no micro-ondas.',
    category: 'Casa',
    priceCents: 3490,
    featured: false,
    kind: 'other',
    image: 'caneca-chora-piranha',
    alt: 'Caneca branca com a estampa de coração partido do Chora Piranha',
  },
];
