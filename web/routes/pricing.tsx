import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../features/shell/page-placeholder';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/pricing')({
  head: () => pageHead('Planos da comunidade', 'Planos Bronze, Prata e Ouro da comunidade oficial do MC Mito, com 30 dias grátis.'),
  component: () => <PagePlaceholder title="Planos da comunidade" description="Bronze, Prata e Ouro: escolha seu plano e teste grátis por 30 dias." />,
});
