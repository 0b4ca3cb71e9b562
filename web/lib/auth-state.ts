import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { dropPushSubscription } from './push-sign-out';
import { announceSignOut } from './session-events';
import { trpc } from './trpc';

/** 'Sair': ends the session on the server, forgets every member answer, back to the site. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return trpc.auth.signOut.useMutation({
    onSettled: async () => {
      queryClient.clear();
      announceSignOut();
      await dropPushSubscription();
      await navigate({ to: '/', replace: true });
    },
  });
}
