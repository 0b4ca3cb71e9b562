import { createFileRoute } from '@tanstack/react-router';
import { MyCouponPage } from '../features/poll/my-coupon-page';
import { readVoterToken } from '../features/poll/voter-token';
import { publicHead } from '../lib/public-pages';

export const Route = createFileRoute('/meu-cupom')({
  head: () => publicHead('/meu-cupom'),
  // This browser's coupon, asked before the page renders (a POST: the token stays out of the URL).
  loader: async ({ context }) => {
    const voterToken = readVoterToken();
    if (!voterToken) return;
    const { queryClient, reads } = await context.loadQueries();
    await queryClient.prefetchQuery({ ...reads.couponStatus({ voterToken }), retry: false });
  },
  component: MyCouponPage,
});
