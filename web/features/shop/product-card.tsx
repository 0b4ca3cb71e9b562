import { Heart, Shirt } from '../../components/icons/landing-icons';
import { MessageCircle, Star } from '../../components/icons/page-icons';
import { Button } from '../../components/ui/button';
import { formatMoney } from '../../lib/format';
import type { Product } from './shop-products';

const SIZES = '(min-width: 1024px) 18rem, (min-width: 640px) 45vw, 92vw';

export interface ProductCardProps {
  product: Product;
  favourite: boolean;
  onToggleFavourite: () => void;
  onWant: () => void;
  /** Pictures of the first screen load at once; the rest lazily. */
  eager?: boolean;
}

export function ProductCard({ product, favourite, onToggleFavourite, onWant, eager }: ProductCardProps) {
  const base = `/images/shop/${product.image}`;
  const headingId = `produto-${product.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col overflow-hidden rounded-2xl border border-neutral-800 bg-neutral-900">
      <div className="relative">
        <picture>
          <source type="image/avif" srcSet={`${base}-360.avif 360w, ${base}-720.avif 720w`} sizes={SIZES} />
          <source type="image/webp" srcSet={`${base}-360.webp 360w, ${base}-720.webp 720w`} sizes={SIZES} />
          <img
            src={`${base}-360.webp`}
            width={720}
            height={720}
            alt={product.alt}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className="aspect-square w-full object-cover"
          />
        </picture>
        {product.featured && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-brand-400 px-3 py-1 text-xs font-black uppercase tracking-wide text-neutral-950">
            <Star className="size-3.5" aria-hidden />
            Destaque
          </span>
        )}
        <button
          type="button"
          onClick={onToggleFavourite}
          aria-pressed={favourite}
          aria-label={`Favoritar ${product.name}`}
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-neutral-950/75 text-white hover:bg-neutral-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        >
          <Heart className={favourite ? 'size-5 fill-funk-500 text-funk-500' : 'size-5'} aria-hidden />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-bold uppercase tracking-widest text-pink-300">{product.category}</p>
        <h3 id={headingId} className="font-display text-lg font-black uppercase leading-tight">
          {product.name}
        </h3>
        <p className="text-sm text-neutral-300">{product.description}</p>
        {product.limitedRun && <p className="text-sm font-bold text-brand-400">Edição limitada: {product.limitedRun} unidades</p>}
        <p className="mt-auto pt-2 text-2xl font-black text-neutral-50">{formatMoney(product.priceCents)}</p>
        <Button onClick={onWant} aria-label={`EU QUERO: ${product.name}`}>
          {product.kind === 'tshirt' ? <Shirt className="size-4" aria-hidden /> : <MessageCircle className="size-4" aria-hidden />}
          EU QUERO
        </Button>
      </div>
    </article>
  );
}
