import { Link, useNavigate } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { signInWithLinkInput } from '../../../worker/contracts/auth';
import type { ErrorText } from '../../../worker/contracts/errors';
import { Button } from '../../components/ui/button';
import { CTA_PRIMARY } from '../../components/ui/link-styles';
import { toast } from '../../components/ui/toaster';
import { track } from '../../lib/analytics';
import { trpc } from '../../lib/trpc';
import { readError } from '../../lib/trpc-error';
import { useAuthActions } from './use-auth-actions';

const LINK_INVALID: ErrorText<'SIGN_IN_LINK_INVALID'> =
  'Este link para entrar não vale mais: ele expirou, já foi usado ou foi substituído por um mais novo. Peça um novo link.';
const SIGN_IN_FAILED = 'Não foi possível entrar com o link agora. Tente novamente em alguns minutos.';

/**
 * /entrar-com-link?token=…: the link from 'Entrar com link por e-mail'. It is spent by a tap, not
 * on load, so a mail scanner that opens links does not use it up. On success this browser is
 * signed in (the password unchanged) and goes to the member area.
 */
export function SignInLinkPage({ token: tokenInUrl }: { token: string | undefined }) {
  // Held from the first render: the address bar drops it below, and the route's search follows.
  const [token] = useState(tokenInUrl);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { claimStoredVote } = useAuthActions();
  const signIn = trpc.auth.signInWithLink.useMutation({ meta: { errorToast: SIGN_IN_FAILED, errorHandled: ['SIGN_IN_LINK_INVALID'] } });
  // A link cut short or padded by a mail client cannot be one the site sent.
  const [invalid, setInvalid] = useState<string | null>(token && signInWithLinkInput.safeParse({ token }).success ? null : LINK_INVALID);
  // The token leaves the address bar (and the history) once the page holds it.
  useEffect(() => {
    if (tokenInUrl) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [tokenInUrl]);

  const enter = async () => {
    try {
      await signIn.mutateAsync({ token: token ?? '' });
    } catch (e) {
      // A dead link shows its panel; anything else is told by the mutation's meta.
      const { appCode, message } = readError(e, SIGN_IN_FAILED);
      if (appCode === 'SIGN_IN_LINK_INVALID') setInvalid(message);
      return;
    }
    track('login', { method: 'email_link' });
    await claimStoredVote();
    await utils.invalidate();
    // After the move: a page change dismisses the toasts of the page left (app-shell.tsx).
    await navigate({ to: '/dashboard', replace: true });
    toast.success('Você entrou com o link do e-mail', { description: 'Sua senha continua a mesma.' });
  };

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div>
        <h1 className="font-display font-black text-3xl uppercase">Entrar com link</h1>
        <p className="mt-2 text-neutral-300">Este link abre a sua conta neste aparelho, sem a senha. Ele funciona uma única vez.</p>
      </div>
      <div className="rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6">
        {invalid ? (
          <div role="alert" className="flex flex-col gap-4">
            <p className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200">{invalid}</p>
            <Link to="/auth" className={CTA_PRIMARY}>
              Voltar para entrar
            </Link>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <p className="flex items-start gap-3 text-neutral-100">
              <KeyRound className="mt-0.5 size-5 shrink-0 text-brand-400" aria-hidden />
              Toque no botão para entrar na sua conta da comunidade do MC Mito.
            </p>
            <Button loading={signIn.isPending} onClick={() => void enter()}>
              Entrar na minha conta
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
