import { createFileRoute } from '@tanstack/react-router';
import { AuthPage, type AuthTab } from '../features/auth/auth-page';
import { redirectSignedIn } from '../features/shell/require-session';
import { pageHead } from '../lib/head';
import { safeRedirect } from '../lib/safe-redirect';

interface AuthSearch {
  aba?: AuthTab;
  /** The page a member area sent the visitor from (features/shell/session-guards.ts): where signing in returns. */
  redirect?: string;
}

export const Route = createFileRoute('/auth')({
  // `redirect` is always set, to undefined when unsafe: a key left out would keep the raw value the root route parsed.
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    ...(search.aba === 'cadastrar' ? { aba: 'cadastrar' as const } : {}),
    redirect: safeRedirect(search.redirect),
  }),
  // Only on arrival: switching tabs (?aba=) stays on the page and must not wait for a session check.
  beforeLoad: ({ context, cause, search }) => (cause === 'stay' ? undefined : redirectSignedIn(context, search.redirect)),
  head: () => pageHead('Entrar ou cadastrar', 'Entre ou cadastre-se na comunidade oficial do MC Mito.'),
  component: AuthRoute,
});

function AuthRoute() {
  const { aba, redirect } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuthPage
      tab={aba ?? 'entrar'}
      redirect={redirect}
      onTabChange={(t) =>
        void navigate({ search: { ...(t === 'cadastrar' ? { aba: t } : {}), ...(redirect ? { redirect } : {}) }, replace: true })
      }
    />
  );
}
