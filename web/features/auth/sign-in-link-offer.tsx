import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { requestSignInLinkInput } from '../../../worker/contracts/auth';
import { Button } from '../../components/ui/button';
import { ignoreShownError } from '../../lib/error-pipe';
import { trpc } from '../../lib/trpc';

const REQUEST_FAILED = 'Não foi possível enviar o link agora. Tente novamente em alguns minutos.';

/**
 * Shown under the form while the server refuses sign-ins for too many attempts: the inbox's owner
 * gets a one-time link that signs in without the password, whatever the lockout (the server's
 * answer is the same whether or not the e-mail has an account).
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const request = trpc.auth.requestSignInLink.useMutation({ meta: { errorToast: REQUEST_FAILED } });
  const [answer, setAnswer] = useState<string | null>(null);
  const valid = requestSignInLinkInput.safeParse({ email }).success;

  if (answer) {
    return (
      <div role="status" className="flex flex-col gap-2 rounded-lg border border-brand-400/40 bg-brand-400/10 px-3 py-3 text-sm">
        <p className="flex items-start gap-2 text-neutral-100">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-brand-400" aria-hidden />
          {answer}
        </p>
        <p className="text-neutral-300">O link vale por 15 minutos e funciona uma única vez. Não chegou? Confira a caixa de spam.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-white/10 bg-white/5 px-3 py-3 text-sm">
      <p className="text-neutral-200">
        O login com senha está pausado por alguns minutos para proteger a conta. Você pode entrar agora com um link enviado para o seu
        e-mail, sem a senha.
      </p>
      <Button
        variant="secondary"
        loading={request.isPending}
        disabled={!valid}
        onClick={() => request.mutateAsync({ email }).then(({ message }) => setAnswer(message), ignoreShownError)}
      >
        Entrar com link por e-mail
      </Button>
    </div>
  );
}
