import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { LiveCard } from '../../features/lives/live-card';
import { ArtistChatCard } from '../../features/messages/artist-chat-card';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/dashboard')({
  // Its HTML preloads this batch (scripts/member-shells.ts).
  loader: ({ context }) =>
    context.loadQueries().then(({ utils }) => Promise.all([utils.members.dashboard.ensureData(), utils.lives.next.prefetch()])),
  head: () => pageHead('Meu painel', 'Painel do membro da comunidade oficial do MC Mito.'),
  // Features do not import each other: the route hands the bell, the live card and the artist chat to the page.
  component: () => <DashboardPage bell={<NotificationBell />} live={<LiveCard />} artistChat={<ArtistChatCard />} />,
});
