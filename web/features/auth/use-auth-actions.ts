import { useNavigate } from '@tanstack/react-router';
import { track } from '../../lib/analytics';
import { trpc } from '../../lib/trpc';

/** Sign-in and sign-up with their analytics events (spec §7) and where each goes next (spec §2). */
export function useAuthActions() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: async () => {
      track('login', { method: 'password' });
      await utils.invalidate();
      await navigate({ to: '/dashboard', replace: true });
    },
  });
  const signUp = trpc.auth.signUp.useMutation({
    onSuccess: async () => {
      track('sign_up', { method: 'password' });
      await utils.invalidate();
      await navigate({ to: '/pricing' });
    },
  });
  return { signIn, signUp };
}
