import { Link, useNavigate } from '@tanstack/react-router';
import { LoaderCircle, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ErrorLine } from '../../components/ui/error-line';
import { CTA_PRIMARY } from '../../components/ui/link-styles';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { ResendButton } from './resend-button';
import { useAuthActions } from './use-auth-actions';

const FALLBACK = 'Não foi possível confirmar seu e-mail agora. Tente abrir o link de novo em alguns minutos.';

/**
 * /confirmar-email?token=…: spends the link once (a ref, so a second render does not spend it
 * again), then goes to the member area signed in. A link that no longer works says so, with
 * 'Reenviar' for a member signed in here and 'Entrar' for anyone else.
 */
export function ConfirmEmailPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { claimStoredVote } = useAuthActions();
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 10_000 });
  const confirm = trpc.auth.confirmEmail.useMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutateAsync({ token }).then(
      async ({ newSession }) => {
        await claimStoredVote();
        await utils.invalidate();
        // A new member (the link signed them in) goes on to the plans, as the sign-up does; a returning one to their panel.
        await navigate({ to: newSession ? '/pricing' : '/dashboard', replace: true });
        toast.success('E-mail confirmado!', { description: 'Bem-vindo à comunidade do MC Mito.' });
      },
      // Said on the page (confirm.error), with the way on.
      () => undefined,
    );
  }, [confirm, token, claimStoredVote, utils, navigate]);

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-10 sm:py-16">
      <h1 className="font-display text-2xl font-black uppercase sm:text-3xl">Confirmação de e-mail</h1>
      {confirm.isError ? (
        <div role="alert" className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6">
          <MailX className="size-10 text-funk-500" aria-hidden />
          <ErrorLine className="text-lg font-bold" error={confirm.error} fallback={FALLBACK} />
          {me.data?.emailConfirmed ? (
            <>
              <p className="text-neutral-300">Seu e-mail já está confirmado.</p>
              <Link to="/dashboard" className={CTA_PRIMARY}>
                Ir para o painel
              </Link>
            </>
          ) : me.data ? (
            <>
              <p className="text-neutral-300">Peça um novo link para {me.data.email}.</p>
              <ResendButton email={me.data.email} />
            </>
          ) : (
            <>
              <p className="text-neutral-300">Entre na sua conta para pedir um novo link.</p>
              <Link to="/auth" className={CTA_PRIMARY}>
                Entrar
              </Link>
            </>
          )}
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 text-neutral-200">
          <LoaderCircle className="size-5 animate-spin" aria-hidden />
          Confirmando seu e-mail…
        </p>
      )}
    </section>
  );
}
