import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../router';

/**
 * beforeLoad guard for member pages: asks `auth.me` (cached under the same key the
 * React hooks use) and sends a signed-out visitor to /auth before any page code renders.
 */
export async function requireMember({ loadQueries }: RouterContext) {
  const { queryClient, trpc, trpcVanilla: client, getQueryKey, readError } = await loadQueries();
  const isUnauthorized = (e: unknown) => readError(e, '').status === 401;
  try {
    const me = await queryClient.fetchQuery({
      queryKey: getQueryKey(trpc.auth.me, undefined, 'query'),
      queryFn: () => client.auth.me.query(),
      staleTime: 10_000,
      retry: false,
    });
    return { me };
  } catch (e) {
    if (isUnauthorized(e)) throw redirect({ to: '/auth', replace: true });
    throw e;
  }
}

/** beforeLoad guard for the artist dashboard: without a valid panel session, back to the panel login. */
export async function requireArtist({ loadQueries }: RouterContext) {
  const { queryClient, trpc, trpcVanilla: client, getQueryKey, readError } = await loadQueries();
  const isUnauthorized = (e: unknown) => readError(e, '').status === 401;
  try {
    const artist = await queryClient.fetchQuery({
      queryKey: getQueryKey(trpc.artist.session, undefined, 'query'),
      queryFn: () => client.artist.session.query(),
      staleTime: 10_000,
      retry: false,
    });
    return { artist };
  } catch (e) {
    if (isUnauthorized(e)) throw redirect({ to: '/admin/painel-artista', replace: true });
    throw e;
  }
}

/** beforeLoad for /auth (spec §2): a signed-in member goes straight to /dashboard. */
export async function redirectSignedIn({ loadQueries }: RouterContext) {
  const { queryClient, trpc, trpcVanilla: client, getQueryKey } = await loadQueries();
  const signedIn = await queryClient
    .fetchQuery({
      queryKey: getQueryKey(trpc.auth.me, undefined, 'query'),
      queryFn: () => client.auth.me.query(),
      staleTime: 10_000,
      retry: false,
    })
    .then(
      () => true,
      // Signed out, or the server is unreachable: either way the sign-in form is the right page.
      () => false,
    );
  if (signedIn) throw redirect({ to: '/dashboard', replace: true });
}
