import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/settings/settings-page';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/configuracoes')({
  loader: ({ context }) => context.loadQueries().then(({ utils }) => utils.members.account.ensureData()),
  head: () => pageHead('Configurações', 'Sua foto, nome de exibição e WhatsApp na comunidade do MC Mito.'),
  component: SettingsPage,
});
