import { createFileRoute } from '@tanstack/react-router';
import { MyCouponPage } from '../features/poll/my-coupon-page';
import { readVoterToken } from '../features/poll/voter-token';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/meu-cupom')({
  head: () => pageHead('Meu cupom', 'Confira seu cupom do sorteio das camisetas oficiais do MC Mito, o design em que você votou e o resultado do sorteio.'),
  // This browser's coupon, asked before the page renders (a POST: the token stays out of the URL).
  loader: async ({ context }) => {
    const voterToken = readVoterToken();
    if (!voterToken) return;
    const { queryClient, reads } = await context.loadQueries();
    await queryClient.prefetchQuery({ ...reads.couponStatus({ voterToken }), retry: false });
  },
  component: MyCouponPage,
});
