import { AlertTriangle, BadgeCheck, Flame, Sparkles } from 'lucide-react';
import type { FirstBatchState, OrderStatus } from '../../../worker/contracts/orders';
import { FIRST_BATCH_MAX_PER_BUYER } from '../../../worker/contracts/shop';

const TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const formatTime = (iso: string) => TIME.format(new Date(iso)).replace(',', ' às');

/** Why the last attempt did not end in a payment; the order itself can still be paid. */
const STATUS_NOTICE = {
  expired: 'O prazo para pagar este pedido expirou e a reserva foi liberada. Você pode tentar novamente.',
  failed: 'O pagamento não foi aprovado. Você pode tentar novamente.',
} as const;

/** Where the order stands against the first 100 units, as the server computed it right now. */
function outsideText(state: FirstBatchState, units: number): string | null {
  switch (state) {
    case 'sold_out':
      return 'Este pedido ficou fora das 100 primeiras unidades: ele é aceito normalmente e entra no lote seguinte.';
    case 'order_cap':
      return `O primeiro lote é limitado a ${FIRST_BATCH_MAX_PER_BUYER} unidades por pessoa e este pedido tem ${units}: ele é aceito normalmente e entra no lote seguinte.`;
    case 'buyer_cap':
      return `Você já garantiu ${FIRST_BATCH_MAX_PER_BUYER} unidades do primeiro lote em outro pedido, o limite por pessoa: este pedido é aceito normalmente e entra no lote seguinte.`;
    case 'address_cap':
      return 'Muitas unidades do primeiro lote já estão reservadas em pagamentos abertos a partir da sua conexão. Você pode pagar normalmente: se ainda houver unidades livres no momento do pagamento, este pedido entra no primeiro lote.';
    case 'hold_limit':
      return 'A reserva deste pedido já foi renovada o máximo de vezes. Ele ainda pode ser pago e entra no primeiro lote se houver unidades livres no momento do pagamento.';
    default:
      return null;
  }
}

export interface FirstBatchNoticeProps {
  status: OrderStatus;
  state: FirstBatchState;
  units: number;
  reservationExpiresAt: string;
}

/** The first-batch badge or the honest reason there is none, and what happened to the last payment. */
export function FirstBatchNotice({ status, state, units, reservationExpiresAt }: FirstBatchNoticeProps) {
  const paid = status === 'paid';
  const outside = paid ? null : outsideText(state, units);
  return (
    <>
      {state === 'held' && (
        <p className="mt-4 flex items-center gap-2 rounded-xl border border-brand-400/50 bg-brand-400/10 px-4 py-3 font-bold text-brand-400">
          <BadgeCheck className="size-5 shrink-0" aria-hidden />
          Você está garantindo uma das primeiras 100 unidades!
        </p>
      )}
      {state === 'available' && !paid && (
        <p className="mt-4 flex gap-2 rounded-xl border border-brand-400/50 bg-brand-400/10 px-4 py-3 text-sm text-brand-400">
          <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />
          Ainda há unidades livres do primeiro lote: ao finalizar o pagamento, as suas ficam reservadas enquanto você paga.
        </p>
      )}
      {outside && (
        <p className="mt-4 flex gap-2 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-200">
          <Flame className="mt-0.5 size-4 shrink-0" aria-hidden />
          {outside}
        </p>
      )}
      {status === 'pending' && state === 'held' && (
        <p className="mt-2 text-sm text-neutral-400">
          Suas unidades ficam reservadas até {formatTime(reservationExpiresAt)} (horário de Brasília).
        </p>
      )}
      {(status === 'expired' || status === 'failed') && (
        <p className="mt-3 flex gap-2 rounded-xl border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-200" role="alert">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {STATUS_NOTICE[status]}
        </p>
      )}
    </>
  );
}
