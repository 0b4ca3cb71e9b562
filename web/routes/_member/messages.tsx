import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/shell/page-placeholder';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/messages')({
  head: () => pageHead('Mensagens', 'Mensagens diretas da comunidade oficial do MC Mito.'),
  component: () => <PagePlaceholder title="Mensagens" description="Converse com outros fãs em tempo real." />,
});
