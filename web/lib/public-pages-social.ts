import type { PublicPage } from './public-pages';

/**
 * Link previews (Open Graph / Twitter) of the prerendered pages: title and picture (a path under
 * web/public). Read only by scripts/prerender.ts, so none of it ships in the JavaScript.
 */
export interface PageSocial {
  title: string;
  image: { path: string; width: number; height: number; type: string; alt: string };
}

const OG_IMAGE = {
  path: '/images/og-image.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
  alt: 'MC Mito — vote na camiseta oficial e concorra a 10 camisetas',
};

export const PAGE_SOCIAL: Record<PublicPage['path'], PageSocial> = {
  '/': { title: 'MC Mito — Vote na camiseta oficial', image: OG_IMAGE },
  '/loja': {
    title: 'Loja oficial do MC Mito',
    image: {
      path: '/images/shop/album-chora-piranha-720.webp',
      width: 720,
      height: 720,
      type: 'image/webp',
      alt: 'Álbum Chora Piranha, edição limitada de 500 unidades',
    },
  },
  '/galeria': {
    title: 'Galeria do MC Mito',
    image: {
      path: '/images/gallery/palco-lotado-1600.webp',
      width: 1600,
      height: 1200,
      type: 'image/webp',
      alt: 'MC Mito no palco lotado, sob a luz amarela',
    },
  },
  '/minha-historia': { title: 'Minha História — MC Mito', image: OG_IMAGE },
  '/pricing': { title: 'Planos da comunidade do MC Mito', image: OG_IMAGE },
  '/meu-cupom': { title: 'Meu cupom — MC Mito', image: OG_IMAGE },
  '/privacidade': { title: 'Política de privacidade — MC Mito', image: OG_IMAGE },
  '/regras': { title: 'Regras da comunidade — MC Mito', image: OG_IMAGE },
};
