import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/notifications/notifications-page';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/notificacoes')({
  loader: ({ context }) => context.loadQueries().then(({ utils }) => utils.notifications.list.prefetch()),
  head: () => pageHead('Notificações', 'Suas notificações na comunidade oficial do MC Mito.'),
  component: NotificationsPage,
});
