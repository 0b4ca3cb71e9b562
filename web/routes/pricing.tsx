import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../features/billing/pricing-page';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/pricing')({
  head: () => pageHead('Planos da comunidade', 'Planos Bronze, Prata e Ouro da comunidade oficial do MC Mito, com 30 dias grátis.'),
  // Prefetched, not awaited on failure: the page shows 'Erro ao carregar planos' itself.
  loader: ({ context }) => context.loadQueries().then(({ utils }) => utils.billing.tiers.ensureData().catch(() => undefined)),
  component: PricingPage,
});
