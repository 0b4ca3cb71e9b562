import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../features/auth/confirm-email-page';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/confirmar-email')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({ token: typeof search.token === 'string' ? search.token : '' }),
  head: () => pageHead('Confirmação de e-mail', 'Confirme seu e-mail para entrar na comunidade oficial do MC Mito.'),
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { token } = Route.useSearch();
  return <ConfirmEmailPage token={token} />;
}
