import { MailCheck, MailWarning } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { readError } from '../../lib/trpc-error';

const CONFIRM_EMAIL_TITLE = 'Confirme seu e-mail para participar do sorteio';

/**
 * Whether the coupon is in the draw: only once the link e-mailed with the vote is opened.
 * Until then, "Reenviar" sends the link again (limited per vote and per address on the server).
 */
export function CouponEmailStatus({ voterToken, emailConfirmed }: { voterToken: string; emailConfirmed: boolean }) {
  const resend = trpc.poll.resendCouponMail.useMutation();
  const confirmed = emailConfirmed || resend.data?.emailConfirmed === true;
  if (confirmed) {
    return (
      <div className="flex gap-3 rounded-xl bg-emerald-500/10 p-4 text-left" data-testid="cupom-email" role="status">
        <MailCheck className="size-6 shrink-0 text-emerald-400" aria-hidden />
        <div>
          <p className="font-bold">E-mail confirmado</p>
          <p className="mt-1 text-sm text-neutral-300">Seu cupom está participando do sorteio.</p>
        </div>
      </div>
    );
  }
  const again = async () => {
    try {
      const r = await resend.mutateAsync({ voterToken });
      toast.success(
        r.emailConfirmed ? 'Seu e-mail já está confirmado.' : 'Enviamos o link de novo. Confira sua caixa de entrada e o spam.',
      );
    } catch (e) {
      toast.error(readError(e, 'Não foi possível reenviar o e-mail. Tente novamente.').message);
    }
  };
  return (
    <div className="flex gap-3 rounded-xl border border-amber-400/40 bg-amber-400/10 p-4 text-left" data-testid="cupom-email" role="status">
      <MailWarning className="size-6 shrink-0 text-amber-300" aria-hidden />
      <div className="min-w-0">
        <p className="font-bold">{CONFIRM_EMAIL_TITLE}</p>
        <p className="mt-1 text-sm text-neutral-300">
          Enviamos um link para o e-mail que você informou. O cupom só entra no sorteio depois que você abrir o link.
        </p>
        <Button variant="ghost" className="mt-2 min-h-11 px-3 normal-case" onClick={() => void again()} loading={resend.isPending}>
          Reenviar
        </Button>
      </div>
    </div>
  );
}
