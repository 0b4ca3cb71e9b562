import { createFileRoute } from '@tanstack/react-router';
import { ShopPage, categorySlug } from '../features/shop/shop-page';
import { categoryFromSlug } from '../features/shop/shop-products';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/loja')({
  validateSearch: (search: Record<string, unknown>): { categoria?: string } => {
    const c = categorySlug(categoryFromSlug(typeof search.categoria === 'string' ? search.categoria : undefined));
    return c ? { categoria: c } : {};
  },
  head: () => pageHead('Loja oficial', 'Loja oficial do MC Mito: camisetas, acessórios, música e decoração.'),
  component: ShopRoute,
});

function ShopRoute() {
  const { categoria } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ShopPage
      category={categoryFromSlug(categoria)}
      onCategory={(c) => void navigate({ search: { categoria: categorySlug(c) }, replace: true, resetScroll: false })}
    />
  );
}
