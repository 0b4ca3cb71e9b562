import { createFileRoute } from '@tanstack/react-router';
import { AuthPage, type AuthTab } from '../features/auth/auth-page';
import { redirectSignedIn } from '../features/shell/require-session';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): { aba?: AuthTab } => (search.aba === 'cadastrar' ? { aba: 'cadastrar' } : {}),
  // Only on arrival: switching tabs (?aba=) stays on the page and must not wait for a session check.
  beforeLoad: ({ context, cause }) => (cause === 'stay' ? undefined : redirectSignedIn(context)),
  head: () => pageHead('Entrar ou cadastrar', 'Entre ou cadastre-se na comunidade oficial do MC Mito.'),
  component: AuthRoute,
});

function AuthRoute() {
  const { aba } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuthPage tab={aba ?? 'entrar'} onTabChange={(t) => void navigate({ search: t === 'cadastrar' ? { aba: t } : {}, replace: true })} />;
}
