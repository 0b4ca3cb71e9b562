import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/shell/page-placeholder';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/meu-plano')({
  head: () => pageHead('Meu plano', 'Seu plano na comunidade oficial do MC Mito.'),
  component: () => <PagePlaceholder title="Meu plano" description="Status da sua assinatura, dados da conta e troca de senha." />,
});
