import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../features/shell/page-placeholder';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/loja')({
  head: () => pageHead('Loja oficial', 'Loja oficial do MC Mito: camisetas, acessórios, música e decoração.'),
  component: () => <PagePlaceholder title="Loja oficial" description="Camisetas, acessórios, música e mais produtos oficiais do Mito." />,
});
