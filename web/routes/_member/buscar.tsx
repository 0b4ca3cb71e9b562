import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../../features/feed/search-page';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/buscar')({
  head: () => pageHead('Buscar', 'Busque posts, membros e tags na comunidade oficial do MC Mito.'),
  component: SearchPage,
});
