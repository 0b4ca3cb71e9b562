/**
 * What search engines see of each prerendered page: the prerender (scripts/prerender.ts) writes
 * these into the page's HTML, and the routes' head() use the same titles and descriptions. Link
 * previews (build-time only, not shipped to browsers) are in public-pages-social.ts.
 */
import { pageTitle } from './site';

export interface PublicPage {
  path: '/' | '/loja' | '/galeria' | '/minha-historia' | '/pricing' | '/meu-cupom' | '/privacidade' | '/regras';
  /** Page name for the <title> ("Loja oficial — MC Mito"); none on the home page. */
  name?: string;
  description: string;
  /** Prerendered but kept out of search results and the sitemap (a page about one visitor's own data). */
  noindex?: boolean;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    description: 'Site oficial do MC Mito: vote na camiseta oficial, concorra a 10 camisetas e entre para o clube.',
  },
  {
    path: '/loja',
    name: 'Loja oficial',
    description: 'Loja oficial do MC Mito: camisetas, acessórios, música e decoração.',
  },
  {
    path: '/galeria',
    name: 'Galeria',
    description: 'Galeria de fotos do MC Mito: shows, bastidores e momentos marcantes.',
  },
  {
    path: '/minha-historia',
    name: 'Minha História',
    description: 'A história do MC Mito: origem, primeiros passos, o estouro de Chora Piranha e o futuro.',
  },
  {
    path: '/pricing',
    name: 'Planos da comunidade',
    description: 'Planos Bronze, Prata e Ouro da comunidade oficial do MC Mito, com 30 dias grátis.',
  },
  {
    path: '/meu-cupom',
    name: 'Meu cupom',
    description: 'Confira seu cupom do sorteio das camisetas oficiais do MC Mito, o design em que você votou e o resultado do sorteio.',
    noindex: true,
  },
  {
    path: '/privacidade',
    name: 'Política de privacidade',
    description:
      'Quais dados o site do MC Mito coleta, para quê, por quanto tempo, com quem compartilha e como você exerce seus direitos pela LGPD.',
  },
  {
    path: '/regras',
    name: 'Regras da comunidade',
    description:
      'As regras da comunidade oficial do MC Mito: respeito, nada de ódio, golpe ou spam, e como funcionam as denúncias e a moderação.',
  },
];

const publicPage = (path: PublicPage['path']) => PUBLIC_PAGES.find((p) => p.path === path)!;

/** A route's `head()` for a public page. */
export const publicHead = (path: PublicPage['path']) => {
  const p = publicPage(path);
  const meta = [{ title: pageTitle(p.name) }, { name: 'description', content: p.description }];
  return { meta: p.noindex ? [...meta, { name: 'robots', content: 'noindex' }] : meta };
};
