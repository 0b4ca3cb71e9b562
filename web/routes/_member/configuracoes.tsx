import { createFileRoute } from '@tanstack/react-router';
import { PushSettingsSection } from '../../features/push/push-settings-section';
import { SettingsPage } from '../../features/settings/settings-page';
import { pageHead } from '../../lib/head';

export const Route = createFileRoute('/_member/configuracoes')({
  loader: ({ context }) =>
    context.loadQueries().then(({ utils }) => Promise.all([utils.members.account.ensureData(), utils.push.settings.prefetch()])),
  head: () => pageHead('Configurações', 'Sua foto, nome de exibição e WhatsApp na comunidade do MC Mito.'),
  component: () => <SettingsPage notifications={<PushSettingsSection />} />,
});
