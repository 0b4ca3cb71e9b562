import { useNavigate } from '@tanstack/react-router';
import { VOTER_TOKEN_STORAGE_KEY } from '../../../worker/contracts/poll';
import { track } from '../../lib/analytics';
import { safeRedirect } from '../../lib/safe-redirect';
import { trpc } from '../../lib/trpc';

function storedVoterToken(): string | null {
  try {
    return localStorage.getItem(VOTER_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Sign-in and sign-up with their analytics events and where each goes next (sign-in: to `redirect` when it is a path of this site, else /dashboard); the vote claim a new session makes. */
/** The forms' own texts when our server did not answer (the toast's second line, and the text under the form). */
export const SIGN_IN_FAILED = 'Não foi possível entrar agora. Tente novamente em alguns minutos.';
export const SIGN_UP_FAILED = 'Não foi possível concluir o cadastro agora. Tente novamente em alguns minutos.';

export function useAuthActions(redirect?: string) {
  const back = safeRedirect(redirect);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  // A vote cast in this browser before signing in becomes the member's. Best effort:
  // an unknown or someone else's token changes nothing and must not stop the sign-in.
  const claimVote = trpc.poll.claimVote.useMutation();
  const claimStoredVote = async () => {
    const voterToken = storedVoterToken();
    if (voterToken) await claimVote.mutateAsync({ voterToken }).catch(() => undefined);
  };
  const signIn = trpc.auth.signIn.useMutation({
    meta: { errorToast: 'Erro no login', errorDescription: SIGN_IN_FAILED, errorInline: true },
    onSuccess: async () => {
      track('login', { method: 'password' });
      await claimStoredVote();
      await utils.invalidate();
      await (back ? navigate({ href: back, replace: true }) : navigate({ to: '/dashboard', replace: true }));
    },
  });
  // Sign-up signs no one in (its answer is the same for a taken e-mail): the form says where the link went.
  const signUp = trpc.auth.signUp.useMutation({
    meta: { errorToast: 'Erro no cadastro', errorDescription: SIGN_UP_FAILED, errorInline: true },
    onSuccess: () => track('sign_up', { method: 'password' }),
  });
  return { signIn, signUp, claimStoredVote };
}
