import { Link } from '@tanstack/react-router';
import type { MyVote } from '../../../worker/contracts/poll';
import { Ticket } from '../../components/icons/landing-icons';
import { CopyButton } from './copy-button';
import { InviteButton } from './invite-button';

/** The coupon of this browser's vote, under the poll: copy it, follow the draw, call friends to vote. */
export function MyCouponCard({ myVote }: { myVote: MyVote }) {
  return (
    <div className="mt-5 flex flex-col gap-3 rounded-2xl border border-brand-400/40 bg-brand-400/5 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <Ticket className="size-6 shrink-0 text-brand-400" aria-hidden />
        <p className="text-sm text-neutral-300">
          Seu cupom do sorteio
          <span className="block font-mono text-xl font-black tracking-wider text-brand-400" data-testid="meu-cupom">
            {myVote.coupon}
          </span>
          {!myVote.emailConfirmed && (
            <span className="block font-semibold text-amber-300">Confirme seu e-mail para participar do sorteio</span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={myVote.coupon} label="Copiar" />
        <InviteButton optionId={myVote.optionId} designName={myVote.designName} />
        <Link
          to="/meu-cupom"
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-bold text-brand-400 underline-offset-2 hover:underline"
        >
          Acompanhar sorteio
        </Link>
      </div>
    </div>
  );
}
