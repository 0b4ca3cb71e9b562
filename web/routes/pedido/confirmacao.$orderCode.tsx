import { createFileRoute } from '@tanstack/react-router';
import { OrderConfirmationPage } from '../../features/order-confirmation/order-confirmation-page';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/pedido/confirmacao/$orderCode')({
  head: () => {
    const head = pageHead('Pedido', 'Acompanhe o seu pedido da camiseta oficial do clube.');
    return { meta: [...head.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  const { orderCode } = Route.useParams();
  return <OrderConfirmationPage orderCode={orderCode} />;
}
