import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../lib/router-context';

/**
 * beforeLoad guard for member pages: asks `auth.me` (cached under the same key the
 * React hooks use) and sends a signed-out visitor to /auth before any page code renders.
 */
export async function requireMember({ loadQueries }: RouterContext) {
  const { utils, readError } = await loadQueries();
  try {
    const me = await utils.auth.me.fetch(undefined, { staleTime: 10_000, retry: false });
    return { me };
  } catch (e) {
    if (readError(e, '').status === 401) throw redirect({ to: '/auth', replace: true });
    throw e;
  }
}

/** beforeLoad guard for the artist dashboard: without a valid panel session, back to the panel login. */
export async function requireArtist({ loadQueries }: RouterContext) {
  const { utils, readError } = await loadQueries();
  try {
    const artist = await utils.artist.session.fetch(undefined, { staleTime: 10_000, retry: false });
    return { artist };
  } catch (e) {
    if (readError(e, '').status === 401) throw redirect({ to: '/admin/painel-artista', replace: true });
    throw e;
  }
}

/** beforeLoad for /auth: a signed-in member goes straight to /dashboard. */
export async function redirectSignedIn({ loadQueries }: RouterContext) {
  const { utils } = await loadQueries();
  const signedIn = await utils.auth.me.fetch(undefined, { staleTime: 10_000, retry: false }).then(
    () => true,
    // Signed out, or the server is unreachable: either way the sign-in form is the right page.
    () => false,
  );
  if (signedIn) throw redirect({ to: '/dashboard', replace: true });
}
