import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/shell/page-placeholder';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/dashboard')({
  head: () => pageHead('Meu painel', 'Painel do membro da comunidade oficial do MC Mito.'),
  component: () => <PagePlaceholder title="Meu painel" description="Seu painel de membro: plano, notificações, estatísticas e atalhos da comunidade." />,
});
