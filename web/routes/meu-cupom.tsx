import { createFileRoute } from '@tanstack/react-router';
import { MyCouponPage } from '../features/poll/my-coupon-page';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/meu-cupom')({
  head: () => pageHead('Meu cupom', 'Confira seu cupom do sorteio das camisetas oficiais do MC Mito, o design em que você votou e o resultado do sorteio.'),
  component: MyCouponPage,
});
