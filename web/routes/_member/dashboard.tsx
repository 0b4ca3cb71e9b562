import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/dashboard')({
  loader: ({ context }) => context.loadQueries().then(({ utils }) => utils.members.dashboard.ensureData()),
  head: () => pageHead('Meu painel', 'Painel do membro da comunidade oficial do MC Mito.'),
  component: DashboardPage,
});
