import { Link } from '@tanstack/react-router';
import { MessageCircle } from '../../components/icons/page-icons';
import { Suspense, useState, type ComponentType } from 'react';
import { cn } from '../../components/ui/cn';
import { CTA_OUTLINE, CTA_PRIMARY } from '../../components/ui/link-styles';
import { whatsappLink } from '../../lib/whatsapp';
import { ProductCard } from './product-card';
import { SHOP_CATEGORIES, type ShopCategory } from './shop-categories';
import { PRODUCTS, type Product } from './shop-products';
import { useLocalSet } from '../../lib/use-local-set';

const FAVOURITES_KEY = 'mito:loja:favoritos';
const TEAM_MESSAGE = 'Olá, equipe do MC Mito! Vim pela loja oficial e quero tirar uma dúvida.';
const wantMessage = (p: Product) => `Olá, equipe do MC Mito! Vim pela loja oficial e EU QUERO: ${p.name}. Como faço para comprar?`;

export interface ShopPageProps {
  category: ShopCategory;
  /** Changes the URL's `categoria` (the filter lives there, so it survives reloads and shares). */
  onCategory: (c: ShopCategory) => void;
  /** What 'EU QUERO' on a T-shirt opens: the club offer, handed in by the route (a feature never imports another). */
  OfferDialog: ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void; preselect?: string }>;
}

/** /loja: featured products, the filtered catalogue, and the team on WhatsApp. */
export function ShopPage({ category, onCategory, OfferDialog }: ShopPageProps) {
  const favourites = useLocalSet(FAVOURITES_KEY);
  const [offerOpen, setOfferOpen] = useState(false);
  const [offerLoaded, setOfferLoaded] = useState(false);
  const [offerShirt, setOfferShirt] = useState<string | undefined>();
  const want = (p: Product) => {
    if (p.kind === 'tshirt') {
      setOfferShirt(p.clubProductId);
      setOfferLoaded(true);
      setOfferOpen(true);
    } else {
      window.open(whatsappLink(wantMessage(p)), '_blank', 'noopener,noreferrer');
    }
  };
  const card = (p: Product, eager = false) => (
    <ProductCard
      key={p.id}
      product={p}
      eager={eager}
      favourite={favourites.has(p.id)}
      onToggleFavourite={() => favourites.toggle(p.id)}
      onWant={() => want(p)}
    />
  );
  const shown = category === 'Todos' ? PRODUCTS : PRODUCTS.filter((p) => p.category === category);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-3">
        <p className="text-xs font-bold uppercase tracking-[0.25em] text-brand-400">Produtos oficiais</p>
        <h1 className="font-display text-4xl font-black uppercase sm:text-5xl">Loja oficial</h1>
        <p className="max-w-prose text-lg text-neutral-300">
          Camisetas, acessórios, música e decoração com a marca do Mito. De R$&nbsp;19,90 a R$&nbsp;129,90.
        </p>
      </header>

      <section aria-labelledby="destaques" className="flex flex-col gap-5">
        <h2 id="destaques" className="font-display text-2xl font-black uppercase">
          Destaques
        </h2>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">{PRODUCTS.filter((p) => p.featured).map((p, i) => card(p, i === 0))}</div>
      </section>

      <section aria-labelledby="todos-produtos" className="flex flex-col gap-5">
        <h2 id="todos-produtos" className="font-display text-2xl font-black uppercase">
          Todos os produtos
        </h2>
        <div role="group" aria-label="Filtrar por categoria" className="flex flex-wrap gap-2">
          {SHOP_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={c === category}
              onClick={() => onCategory(c)}
              className={cn(
                'min-h-11 rounded-full border px-4 text-sm font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
                c === category
                  ? 'border-brand-400 bg-brand-400 text-neutral-950'
                  : 'border-neutral-700 text-neutral-200 hover:border-brand-400',
              )}
            >
              {c}
            </button>
          ))}
        </div>
        <p className="sr-only" aria-live="polite">
          {shown.length === 1 ? '1 produto' : `${shown.length} produtos`} em {category}
        </p>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">{shown.map((p) => card(p))}</div>
      </section>

      <section
        aria-labelledby="fale-conosco"
        className="flex flex-col items-start gap-4 rounded-2xl border border-neutral-800 bg-neutral-900 p-6"
      >
        <h2 id="fale-conosco" className="font-display text-2xl font-black uppercase">
          Ficou com dúvida?
        </h2>
        <p className="text-neutral-300">Tamanhos, entrega, pedidos em quantidade: a equipe responde no WhatsApp.</p>
        <div className="flex flex-wrap gap-3">
          <a href={whatsappLink(TEAM_MESSAGE)} target="_blank" rel="noopener noreferrer" className={CTA_PRIMARY}>
            <MessageCircle className="size-4" aria-hidden />
            Falar com a Equipe
          </a>
          <Link to="/" className={CTA_OUTLINE}>
            Voltar ao Início
          </Link>
        </div>
      </section>

      {offerLoaded && (
        <Suspense fallback={null}>
          <OfferDialog open={offerOpen} onOpenChange={setOfferOpen} preselect={offerShirt} />
        </Suspense>
      )}
    </div>
  );
}
