import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../features/messages/messages-page';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/messages')({
  // ?conversa=<id> opens that conversation (the feed's 'Sugestões' start one and come here).
  validateSearch: (search: Record<string, unknown>): { conversa?: string } => (typeof search.conversa === 'string' && search.conversa ? { conversa: search.conversa } : {}),
  loader: ({ context }) => context.loadQueries().then(({ utils }) => utils.messages.conversations.ensureData()),
  head: () => pageHead('Mensagens', 'Mensagens diretas da comunidade oficial do MC Mito.'),
  component: MessagesPage,
});
