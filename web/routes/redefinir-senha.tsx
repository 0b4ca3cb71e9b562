import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/redefinir-senha')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  head: () => pageHead('Redefinir senha', 'Escolha uma senha nova para a sua conta.'),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
