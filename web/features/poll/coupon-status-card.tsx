import { Ban, CircleCheck, Clock, Frown, PartyPopper } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CouponStatus } from '../../../worker/contracts/poll';
import { formatDate } from '../../lib/format';
import { CopyButton } from './copy-button';
import { CouponEmailStatus } from './coupon-email-status';

function RaffleLine({ status }: { status: CouponStatus }) {
  let icon: ReactNode;
  let title: string;
  let text: string;
  const prize = status.result === 'won' ? status.prize : null;
  if (status.voided) {
    icon = <Ban className="size-6 shrink-0 text-red-400" aria-hidden />;
    title = 'Cupom anulado';
    text =
      'Este cupom foi anulado antes do congelamento da lista e não participa do sorteio: cada pessoa concorre com um só cupom. O motivo foi enviado para o e-mail informado na votação.';
  } else if (status.raffle === 'drawn' && prize?.claimed) {
    icon = <PartyPopper className="size-6 shrink-0 text-brand-400" aria-hidden />;
    title = 'Prêmio resgatado!';
    text =
      'Sua camiseta oficial está garantida. O mês grátis do plano Bronze vai para a conta do site com o e-mail que você informou na votação.';
  } else if (status.raffle === 'drawn' && prize?.expired) {
    icon = <Clock className="size-6 shrink-0 text-neutral-400" aria-hidden />;
    title = 'Prazo de resgate encerrado';
    text = `Seu cupom foi sorteado, mas o prêmio não foi resgatado até ${formatDate(prize.claimDeadline)} e foi sorteado de novo.`;
  } else if (status.raffle === 'drawn' && status.result === 'won') {
    icon = <PartyPopper className="size-6 shrink-0 text-brand-400" aria-hidden />;
    title = 'Você ganhou uma camiseta oficial!';
    text = [
      `Seu cupom foi sorteado${prize && prize.round > 1 ? ` na rodada ${prize.round}` : ''}.`,
      prize ? `Prazo para resgatar: ${formatDate(prize.claimDeadline)}.` : '',
      'Como resgatar: a equipe do MC Mito vai chamar você no WhatsApp ou no e-mail informados na votação para combinar a entrega. Responda dentro do prazo.',
      'Bônus: 1 mês grátis do plano Bronze na conta do site com o mesmo e-mail da votação (sem conta ainda? Crie com esse e-mail dentro do prazo).',
    ]
      .filter(Boolean)
      .join(' ');
  } else if (status.raffle === 'drawn') {
    icon = <Frown className="size-6 shrink-0 text-neutral-400" aria-hidden />;
    title = 'Não foi dessa vez';
    text = `O sorteio aconteceu${status.drawnAt ? ` em ${formatDate(status.drawnAt)}` : ''} e este cupom não foi sorteado. Obrigado por participar!`;
  } else if (status.pollClosed) {
    icon = <Clock className="size-6 shrink-0 text-funk-500" aria-hidden />;
    title = 'Votação encerrada — sorteio em breve';
    text = 'As 10 camisetas serão sorteadas entre todos os cupons. Volte aqui para conferir.';
  } else {
    icon = <CircleCheck className="size-6 shrink-0 text-funk-500" aria-hidden />;
    title = 'Sorteio aberto';
    text = status.emailConfirmed
      ? 'Seu cupom já está concorrendo. O sorteio das 10 camisetas acontece depois que a votação encerrar.'
      : 'O sorteio das 10 camisetas acontece depois que a votação encerrar. Confirme seu e-mail antes disso para o cupom concorrer.';
  }
  return (
    <div className="flex gap-3 rounded-xl bg-neutral-800/70 p-4" data-testid="status-sorteio">
      {icon}
      <div>
        <p className="font-bold">{title}</p>
        <p className="mt-1 text-sm text-neutral-300">{text}</p>
      </div>
    </div>
  );
}

/** The coupon, the design and the raffle; with the voter token, whether the e-mail is confirmed (and "Reenviar" while it is not). */
export function CouponStatusCard({ status, voterToken }: { status: CouponStatus; voterToken: string | null }) {
  return (
    <article className="flex flex-col gap-5 rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6">
      <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-brand-400/70 bg-brand-400/5 p-5 text-center">
        <p className="text-xs font-bold uppercase tracking-[0.2em] text-neutral-300">Seu cupom do sorteio</p>
        <p className="font-mono text-2xl font-black tracking-wider text-brand-400 sm:text-3xl">{status.coupon}</p>
        <CopyButton value={status.coupon} />
      </div>
      <div className="flex items-center gap-4">
        <img
          src={status.imageUrl}
          alt={`Design ${status.designName}`}
          width={720}
          height={720}
          className="size-20 rounded-lg bg-neutral-800 object-cover"
        />
        <p className="text-sm text-neutral-300">
          Seu voto
          <strong className="block font-display text-lg uppercase text-white">{status.designName}</strong>
        </p>
      </div>
      {voterToken && status.raffle === 'open' && !status.pollClosed && !status.voided && (
        <CouponEmailStatus voterToken={voterToken} emailConfirmed={status.emailConfirmed} />
      )}
      <RaffleLine status={status} />
    </article>
  );
}
