import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../features/shell/page-placeholder';
import { pageHead } from '../../../lib/head';

export const Route = createFileRoute('/admin/painel-artista/')({
  head: () => pageHead('Painel do artista', 'Painel restrito do artista.'),
  component: () => <PagePlaceholder title="Painel do artista" description="Acesso restrito ao artista para o acompanhamento dos votantes." />,
});
