import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../features/messages/messages-page';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/messages')({
  // ?conversa=<id> opens that conversation (the feed's 'Sugestões' start one and come here).
  validateSearch: (search: Record<string, unknown>): { conversa?: string } =>
    typeof search.conversa === 'string' && search.conversa ? { conversa: search.conversa } : {},
  // The 'Falar com o MC Mito' card too: it sits above the list, and arriving later it pushed the list down.
  // Its HTML preloads this batch (scripts/member-shells.ts).
  loader: ({ context }) =>
    context
      .loadQueries()
      .then(({ utils }) =>
        Promise.all([utils.messages.conversations.ensureData(), utils.messages.artistAccess.prefetch(undefined, { staleTime: 60_000 })]),
      ),
  head: () => pageHead('Mensagens', 'Mensagens diretas da comunidade oficial do MC Mito.'),
  // Features do not import each other: the route hands the bell to the page's header.
  component: () => <MessagesPage bell={<NotificationBell />} />,
});
