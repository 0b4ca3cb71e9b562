import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/dashboard')({
  loader: ({ context }) => context.loadQueries().then(({ utils }) => utils.members.dashboard.ensureData()),
  head: () => pageHead('Meu painel', 'Painel do membro da comunidade oficial do MC Mito.'),
  // Features do not import each other: the route hands the bell to the page's header.
  component: () => <DashboardPage bell={<NotificationBell />} />,
});
