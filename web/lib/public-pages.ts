/**
 * What search engines and link previews see of each public page: the prerender (scripts/prerender.ts)
 * writes these into the page's HTML, and the routes' head() use the same titles and descriptions.
 */
import { pageTitle } from './site';

export interface PublicPage {
  path: '/' | '/loja' | '/galeria' | '/minha-historia' | '/pricing' | '/meu-cupom';
  /** Page name for the <title> ("Loja oficial — MC Mito"); none on the home page. */
  name?: string;
  description: string;
  /** Link preview (Open Graph / Twitter) title and picture (a path under web/public). */
  socialTitle: string;
  image: { path: string; width: number; height: number; type: string; alt: string };
  /** Prerendered but kept out of search results and the sitemap (a page about one visitor's own data). */
  noindex?: boolean;
}

const OG_IMAGE = { path: '/images/og-image.jpg', width: 1200, height: 630, type: 'image/jpeg', alt: 'MC Mito — vote na camiseta oficial e concorra a 10 camisetas' };

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    description: 'Site oficial do MC Mito: vote na camiseta oficial, concorra a 10 camisetas e entre para o clube.',
    socialTitle: 'MC Mito — Vote na camiseta oficial',
    image: OG_IMAGE,
  },
  {
    path: '/loja',
    name: 'Loja oficial',
    description: 'Loja oficial do MC Mito: camisetas, acessórios, música e decoração.',
    socialTitle: 'Loja oficial do MC Mito',
    image: { path: '/images/shop/album-chora-piranha-720.webp', width: 720, height: 720, type: 'image/webp', alt: 'Álbum Chora Piranha, edição limitada de 500 unidades' },
  },
  {
    path: '/galeria',
    name: 'Galeria',
    description: 'Galeria de fotos do MC Mito: shows, bastidores e momentos marcantes.',
    socialTitle: 'Galeria do MC Mito',
    image: { path: '/images/gallery/palco-lotado-1600.webp', width: 1600, height: 1200, type: 'image/webp', alt: 'MC Mito no palco lotado, sob a luz amarela' },
  },
  {
    path: '/minha-historia',
    name: 'Minha História',
    description: 'A história do MC Mito: origem, primeiros passos, o estouro de Chora Piranha e o futuro.',
    socialTitle: 'Minha História — MC Mito',
    image: OG_IMAGE,
  },
  {
    path: '/pricing',
    name: 'Planos da comunidade',
    description: 'Planos Bronze, Prata e Ouro da comunidade oficial do MC Mito, com 30 dias grátis.',
    socialTitle: 'Planos da comunidade do MC Mito',
    image: OG_IMAGE,
  },
  {
    path: '/meu-cupom',
    name: 'Meu cupom',
    description: 'Confira seu cupom do sorteio das camisetas oficiais do MC Mito, o design em que você votou e o resultado do sorteio.',
    socialTitle: 'Meu cupom — MC Mito',
    image: OG_IMAGE,
    noindex: true,
  },
];

export const publicPage = (path: PublicPage['path']) => PUBLIC_PAGES.find((p) => p.path === path)!;

/** A route's `head()` for a public page. */
export const publicHead = (path: PublicPage['path']) => {
  const p = publicPage(path);
  const meta = [{ title: pageTitle(p.name) }, { name: 'description', content: p.description }];
  return { meta: p.noindex ? [...meta, { name: 'robots', content: 'noindex' }] : meta };
};

