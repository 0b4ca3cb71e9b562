import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../lib/router-context';
import { safeRedirect } from '../../lib/safe-redirect';

/**
 * beforeLoad guard for member pages: asks `auth.me` (cached under the same key the
 * React hooks use) and sends a signed-out visitor to /auth before any page code renders,
 * with the page they asked for (`returnTo`) as /auth's `redirect`, where signing in returns.
 */
export async function requireMember({ loadQueries }: RouterContext, returnTo?: string) {
  const { utils, errorStatus } = await loadQueries();
  try {
    const me = await utils.auth.me.fetch(undefined, { staleTime: 10_000, retry: false });
    return { me };
  } catch (e) {
    if (errorStatus(e) === 401) {
      const back = safeRedirect(returnTo);
      throw redirect({ to: '/auth', search: back ? { redirect: back } : {}, replace: true });
    }
    throw e;
  }
}

/** beforeLoad guard for the artist dashboard: without a valid panel session, back to the panel login. */
export async function requireArtist({ loadQueries }: RouterContext) {
  const { utils, errorStatus } = await loadQueries();
  try {
    const artist = await utils.artist.session.fetch(undefined, { staleTime: 10_000, retry: false });
    return { artist };
  } catch (e) {
    if (errorStatus(e) === 401) throw redirect({ to: '/admin/painel-artista', replace: true });
    throw e;
  }
}

/** beforeLoad for /auth: a signed-in member goes straight to the page asked for (`returnTo`), else /dashboard. */
export async function redirectSignedIn({ loadQueries }: RouterContext, returnTo?: string) {
  const { utils } = await loadQueries();
  const signedIn = await utils.auth.me.fetch(undefined, { staleTime: 10_000, retry: false }).then(
    () => true,
    // Signed out, or the server is unreachable: either way the sign-in form is the right page.
    () => false,
  );
  const back = safeRedirect(returnTo);
  if (signedIn) throw back ? redirect({ href: back, replace: true }) : redirect({ to: '/dashboard', replace: true });
}
