import { createFileRoute } from '@tanstack/react-router';
import { MyPlanPage } from '../../features/billing/my-plan-page';
import { pageHead } from '../../lib/head';

interface MyPlanSearch {
  /** Set by the Checkout success URL: the page waits briefly for the provider's events. */
  assinatura?: 'ok';
}

export const Route = createFileRoute('/_member/meu-plano')({
  validateSearch: (search: Record<string, unknown>): MyPlanSearch => (search.assinatura === 'ok' ? { assinatura: 'ok' } : {}),
  head: () => pageHead('Meu plano', 'Seu plano na comunidade oficial do MC Mito.'),
  // Prefetched; a failure is left to the page, which says so itself and offers to try again.
  loader: ({ context }) => context.loadQueries().then(({ utils }) => utils.billing.myPlan.ensureData().catch(() => undefined)),
  component: MyPlanRoute,
});

function MyPlanRoute() {
  const { assinatura } = Route.useSearch();
  return <MyPlanPage justSubscribed={assinatura === 'ok'} />;
}
