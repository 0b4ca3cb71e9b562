import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { RETRY_LATER } from '../../lib/error-pipe';

/** 'Reenviar': a fresh confirmation link (the server limits how often), told in a toast. */
export function ResendButton({ email, className }: { email: string; className?: string }) {
  const utils = trpc.useUtils();
  const resend = trpc.auth.resendConfirmation.useMutation({
    onSuccess: async ({ alreadyConfirmed }) => {
      if (alreadyConfirmed) {
        toast.success('Seu e-mail já está confirmado');
        await utils.auth.me.invalidate();
        return;
      }
      toast.success('Link reenviado', { description: `Enviamos um novo link de confirmação para ${email}.` });
    },
    meta: { errorToast: 'Não foi possível reenviar', errorDescription: RETRY_LATER },
  });
  return (
    <Button variant="secondary" className={className} loading={resend.isPending} onClick={() => resend.mutate()}>
      Reenviar
    </Button>
  );
}
