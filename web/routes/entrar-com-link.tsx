import { createFileRoute } from '@tanstack/react-router';
import { SignInLinkPage } from '../features/auth/sign-in-link-page';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/entrar-com-link')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  head: () => pageHead('Entrar com link', 'Entre na sua conta da comunidade do MC Mito com o link enviado para o seu e-mail.'),
  component: SignInLinkRoute,
});

function SignInLinkRoute() {
  const { token } = Route.useSearch();
  return <SignInLinkPage token={token} />;
}
