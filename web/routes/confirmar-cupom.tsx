import { createFileRoute } from '@tanstack/react-router';
import { ConfirmCouponPage } from '../features/poll/confirm-coupon-page';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/confirmar-cupom')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  head: () =>
    pageHead('Confirmar cupom', 'Confirme o e-mail do seu voto para o cupom participar do sorteio das camisetas oficiais do MC Mito.'),
  component: ConfirmCouponRoute,
});

function ConfirmCouponRoute() {
  const { token } = Route.useSearch();
  return <ConfirmCouponPage token={token ?? null} />;
}
