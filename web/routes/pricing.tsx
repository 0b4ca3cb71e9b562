import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../features/billing/pricing-page';
import { publicHead } from '../lib/public-pages';

export const Route = createFileRoute('/pricing')({
  head: () => publicHead('/pricing'),
  // Prefetched, not awaited on failure: the page shows 'Erro ao carregar planos' itself.
  loader: ({ context }) => context.loadQueries().then(({ utils }) => utils.billing.tiers.ensureData().catch(() => undefined)),
  component: PricingPage,
});
