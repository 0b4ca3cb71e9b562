import { Link } from '@tanstack/react-router';
import { Ticket } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { CopyButton } from './copy-button';
import { CouponEmailStatus } from './coupon-email-status';
import { InviteButton } from './invite-button';

export interface CouponDialogProps {
  coupon: string | null;
  /** The design voted for: 'Chamar a galera' shares its link. */
  optionId: string;
  designName: string;
  voterToken: string;
  emailConfirmed: boolean;
  /** Closing the coupon, by any way, leads to the club offer. */
  onDone: () => void;
}

export function CouponDialog({ coupon, optionId, designName, voterToken, emailConfirmed, onDone }: CouponDialogProps) {
  return (
    <Dialog
      open={coupon !== null}
      onOpenChange={(open) => !open && onDone()}
      title="Voto confirmado!"
      description={`Você votou em ${designName}. Confirme seu e-mail e concorra a uma das 10 camisetas oficiais.`}
    >
      <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-brand-400/70 bg-brand-400/5 p-5 text-center">
        <Ticket className="size-7 text-brand-400" aria-hidden />
        <p className="text-xs font-bold uppercase tracking-[0.2em] text-neutral-300">Seu cupom do sorteio</p>
        <p className="font-mono text-2xl font-black tracking-wider text-brand-400 sm:text-3xl" data-testid="cupom-sorteio">
          {coupon}
        </p>
        {coupon && (
          <div className="flex flex-wrap justify-center gap-2">
            <CopyButton value={coupon} />
            <InviteButton optionId={optionId} designName={designName} />
          </div>
        )}
      </div>
      {coupon && (
        <div className="mt-4">
          <CouponEmailStatus voterToken={voterToken} emailConfirmed={emailConfirmed} />
        </div>
      )}
      <p className="mt-4 text-sm text-neutral-300">
        O cupom fica salvo neste aparelho. Você pode conferir o sorteio quando quiser em{' '}
        <Link to="/meu-cupom" className="font-semibold text-brand-400 underline underline-offset-2">
          Meu cupom
        </Link>
        .
      </p>
      <Button className="mt-5 w-full" onClick={onDone}>
        Continuar
      </Button>
    </Dialog>
  );
}
