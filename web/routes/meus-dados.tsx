import { createFileRoute } from '@tanstack/react-router';
import { FanDataLinkPage } from '../features/poll/fan-data-link-page';
import { pageHead } from '../lib/head';

/** The page of the e-mailed `fan_data` link: `?t=` is the link's one-time token. */
export const Route = createFileRoute('/meus-dados')({
  validateSearch: (search: Record<string, unknown>): { t?: string } =>
    typeof search.t === 'string' && search.t ? { t: search.t.slice(0, 64) } : {},
  head: () => {
    const head = pageHead('Meus dados', 'Baixe ou exclua os dados do seu voto na enquete oficial.');
    return { meta: [...head.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: MeusDadosRoute,
});

function MeusDadosRoute() {
  const { t } = Route.useSearch();
  return <FanDataLinkPage linkToken={t ?? null} />;
}
