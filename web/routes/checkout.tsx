import { createFileRoute, redirect } from '@tanstack/react-router';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { pageHead } from '../lib/head';

interface CheckoutSearch {
  order?: string;
}

export const Route = createFileRoute('/checkout')({
  validateSearch: (search: Record<string, unknown>): CheckoutSearch =>
    typeof search.order === 'string' && search.order.trim() ? { order: search.order.trim().slice(0, 64) } : {},
  // Without an order id, go to the home page.
  beforeLoad: ({ search }) => {
    if (!search.order) throw redirect({ to: '/' });
  },
  head: () => {
    const head = pageHead('Finalizar pedido', 'Confira seu pedido da camiseta oficial do clube e finalize o pagamento.');
    return { meta: [...head.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { order } = Route.useSearch();
  return order ? <CheckoutPage orderId={order} /> : null;
}
