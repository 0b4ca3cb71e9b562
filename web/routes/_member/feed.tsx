import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/shell/page-placeholder';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/feed')({
  head: () => pageHead('Feed da comunidade', 'Feed da comunidade oficial do MC Mito.'),
  component: () => <PagePlaceholder title="Feed da comunidade" description="Posts, fotos, enquetes e reações dos fãs do Mito." />,
});
