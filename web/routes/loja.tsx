import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { LazyClubOfferDialog } from '../features/club-offer/lazy-club-offer-dialog';
import { categoryFromSlug, categorySlug } from '../features/shop/shop-categories';
import { ShopPage } from '../features/shop/shop-page';
import { publicHead } from '../lib/public-pages';

export const Route = createFileRoute('/loja')({
  validateSearch: (search: Record<string, unknown>): { categoria?: string } => {
    const c = categorySlug(categoryFromSlug(typeof search.categoria === 'string' ? search.categoria : undefined));
    return c ? { categoria: c } : {};
  },
  head: () => publicHead('/loja'),
  component: ShopRoute,
});

function ShopRoute() {
  // Not Route.useSearch(): the component's chunk would then import this file, and the route's
  // config would become a chunk of its own that the landing preloads.
  const { categoria } = useSearch({ from: '/loja' });
  const navigate = useNavigate({ from: '/loja' });
  return (
    <ShopPage
      category={categoryFromSlug(categoria)}
      onCategory={(c) => void navigate({ search: { categoria: categorySlug(c) }, replace: true, resetScroll: false })}
      OfferDialog={LazyClubOfferDialog}
    />
  );
}
