import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../features/shell/page-placeholder';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/minha-historia')({
  head: () => pageHead('Minha História', 'A história do MC Mito: origem, primeiros passos, o estouro de Chora Piranha e o futuro.'),
  component: () => <PagePlaceholder title="Minha História" description="A trajetória do MC Mito: da quebrada para os palcos do Brasil." />,
});
