import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { announceSignOut } from './session-events';
import { trpc } from './trpc';

/**
 * The web's auth state from `auth.me`: `user` and `session` are null when signed
 * out; `loading` until the first answer.
 */
export function useAuth() {
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 10_000 });
  const data = me.data;
  return {
    user: data ? { userId: data.userId, email: data.email, emailConfirmed: data.emailConfirmed } : null,
    session: data ? { expiresAt: data.expiresAt } : null,
    loading: me.isPending && me.fetchStatus !== 'idle',
  };
}

/** 'Sair': ends the session on the server, forgets every member answer, back to the site. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return trpc.auth.signOut.useMutation({
    onSettled: async () => {
      queryClient.clear();
      announceSignOut();
      await navigate({ to: '/', replace: true });
    },
  });
}
