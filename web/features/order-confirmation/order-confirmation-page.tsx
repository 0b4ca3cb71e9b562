import { Link } from '@tanstack/react-router';
import { BadgeCheck, CheckCircle2, Clock, Loader2, Mail, RotateCcw, SearchX, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { DISCOUNT_PERCENT } from '../../../worker/contracts/shop';
import { Button } from '../../components/ui/button';
import { formatMoney } from '../../lib/format';
import { orderIdForCode } from '../../lib/order-links';
import { DeliveryDetails } from './delivery-details';
import { NextSteps } from './next-steps';
import { OrderLines } from '../../components/order-lines';
import { isNotFoundError as isNotFound } from '../../lib/trpc-error';
import { useOrderConfirmation } from './use-order-confirmation';
import type { ErrorText } from '../../../worker/contracts/errors';

const NOT_FOUND: ErrorText<'ORDER_NOT_FOUND'> = 'Pedido não encontrado';
const LOAD_FAILED: ErrorText<'ORDER_LOAD_FAILED'> = 'Erro ao carregar pedido';

const CARD = 'rounded-2xl border border-neutral-800 bg-neutral-900/70 p-4 sm:p-6';
const HOME_LINK =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-400 px-5 text-sm font-bold tracking-wide text-neutral-950 uppercase hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400';

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">{children}</div>;
}

/** /pedido/confirmacao/{orderCode}: read by the code only; the buyer's details come masked from the server. */
export function OrderConfirmationPage({ orderCode }: { orderCode: string }) {
  const q = useOrderConfirmation(orderCode);

  if (q.isPending) {
    return (
      <Shell>
        <p className="flex items-center justify-center gap-2 py-24 text-neutral-300" role="status">
          <Loader2 className="size-5 animate-spin" aria-hidden /> Carregando pedido…
        </p>
      </Shell>
    );
  }

  if (q.isError) {
    const notFound = isNotFound(q.error);
    return (
      <Shell>
        <section className={`${CARD} flex flex-col items-center gap-4 text-center`}>
          <SearchX className="size-12 text-neutral-500" aria-hidden />
          <h1 className="font-display text-2xl uppercase">{notFound ? NOT_FOUND : LOAD_FAILED}</h1>
          <p className="text-neutral-400">
            Código buscado: <span className="font-mono font-bold break-all text-neutral-100">{orderCode}</span>
          </p>
          {!notFound && <p className="text-sm text-neutral-400">A resposta demorou demais. Verifique sua conexão e tente de novo.</p>}
          <div className="flex flex-wrap justify-center gap-3">
            <Button variant="secondary" loading={q.isFetching} onClick={() => void q.refetch()}>
              <RotateCcw className="size-4" aria-hidden /> Tentar Novamente
            </Button>
            <Link to="/" className={HOME_LINK}>
              Voltar para Home
            </Link>
          </div>
        </section>
      </Shell>
    );
  }

  const o = q.data;
  const paid = o.status === 'paid';
  const pending = o.status === 'pending';
  // A refused or expired order can be paid again from its checkout page; only a tab that saw that page knows its link.
  const retryOrderId = !paid && !pending ? orderIdForCode(o.orderCode) : null;

  return (
    <Shell>
      <header className="flex flex-col items-center gap-3 text-center">
        {paid ? (
          <CheckCircle2 className="size-14 text-emerald-400" aria-hidden />
        ) : pending ? (
          <Clock className="size-14 text-amber-400" aria-hidden />
        ) : (
          <XCircle className="size-14 text-red-400" aria-hidden />
        )}
        <h1 className="font-display text-3xl uppercase sm:text-4xl">
          {paid ? 'Pedido Confirmado' : pending ? 'Aguardando pagamento' : 'Pagamento não concluído'}
        </h1>
        <p className="text-neutral-300">
          Código do pedido: <span className="font-mono font-bold text-brand-400">{o.orderCode}</span>
        </p>
        {pending && (
          <p className="flex items-center gap-2 text-sm text-amber-200" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {o.paymentMethod === 'pix' || o.paymentMethod === 'boleto'
              ? `Assim que o banco confirmar seu ${o.paymentMethod === 'pix' ? 'Pix' : 'boleto'}, esta página se atualiza sozinha.`
              : 'Estamos confirmando seu pagamento. Esta página se atualiza sozinha.'}
          </p>
        )}
        {!paid && !pending && (
          <p className="text-sm text-neutral-400">
            {o.status === 'expired'
              ? 'O prazo para pagamento expirou e nada foi cobrado.'
              : 'O pagamento não foi aprovado e nada foi cobrado.'}{' '}
            {retryOrderId ? 'Você pode tentar novamente.' : 'Você pode fazer um novo pedido pela página inicial.'}
          </p>
        )}
        {retryOrderId && (
          <Link to="/checkout" search={{ order: retryOrderId }} className={HOME_LINK}>
            <RotateCcw className="mr-2 size-4" aria-hidden /> Tentar novamente
          </Link>
        )}
        {o.isFirstBatch && (
          <p className="flex items-center gap-2 rounded-full border border-brand-400/50 bg-brand-400/10 px-4 py-1.5 text-sm font-bold text-brand-400">
            <BadgeCheck className="size-4 shrink-0" aria-hidden /> Primeiro lote garantido
          </p>
        )}
      </header>

      <section className={CARD} aria-labelledby="itens-titulo">
        <h2 id="itens-titulo" className="mb-4 text-sm font-black tracking-wide uppercase">
          Itens
        </h2>
        <OrderLines
          items={o.items}
          compact
          details={(item) => (
            <p className="text-sm text-neutral-400">
              Tamanho {item.size} · {item.quantity} {item.quantity === 1 ? 'unidade' : 'unidades'}
            </p>
          )}
        />
        <dl className="mt-4 flex flex-col gap-2 border-t border-neutral-800 pt-4 text-sm">
          <div className="flex justify-between text-emerald-400">
            <dt>Desconto ({DISCOUNT_PERCENT}%)</dt>
            <dd>− {formatMoney(o.discountAmount)}</dd>
          </div>
          <div className="flex items-baseline justify-between">
            <dt className="font-black uppercase">{paid ? 'Total Pago' : 'Total'}</dt>
            <dd className="text-2xl font-black text-brand-400">{formatMoney(o.totalAmount)}</dd>
          </div>
          <p className="text-xs text-neutral-400">Frete incluso no valor</p>
        </dl>
      </section>

      <section className={CARD} aria-labelledby="entrega-titulo">
        <h2 id="entrega-titulo" className="mb-4 text-sm font-black tracking-wide uppercase">
          Dados de entrega
        </h2>
        <DeliveryDetails buyer={o.buyer} />
      </section>

      {(paid || pending) && (
        <>
          <p className="flex items-start gap-2 rounded-xl border border-neutral-800 bg-neutral-900/70 p-4 text-sm text-neutral-300">
            <Mail className="mt-0.5 size-4 shrink-0 text-brand-400" aria-hidden />
            {paid
              ? `Você receberá um e-mail de confirmação com os detalhes do pedido em ${o.buyer.email}.`
              : `Você receberá um e-mail de confirmação em ${o.buyer.email} assim que o pagamento for aprovado.`}
          </p>
          <section className={CARD} aria-labelledby="passos-titulo">
            <h2 id="passos-titulo" className="mb-4 text-sm font-black tracking-wide uppercase">
              Próximos passos
            </h2>
            <NextSteps />
          </section>
        </>
      )}

      <Link to="/" className={`${HOME_LINK} self-center`}>
        Voltar para Home
      </Link>
    </Shell>
  );
}
