import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../features/billing/pricing-page';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/pricing')({
  head: () => pageHead('Planos da comunidade', 'Planos Bronze, Prata e Ouro da comunidade oficial do MC Mito, com 30 dias grátis.'),
  loader: async ({ context }) => {
    const { queryClient, trpc, trpcVanilla, getQueryKey } = await context.loadQueries();
    // Prefetched, not awaited on failure: the page shows 'Erro ao carregar planos' itself.
    await queryClient
      .ensureQueryData({ queryKey: getQueryKey(trpc.billing.tiers, undefined, 'query'), queryFn: () => trpcVanilla.billing.tiers.query() })
      .catch(() => undefined);
  },
  component: PricingPage,
});
