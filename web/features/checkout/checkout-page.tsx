import { Link, useNavigate } from '@tanstack/react-router';
import { AlertTriangle, CheckCircle2, Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { remainingText } from '../../lib/first-batch';
import { rememberOrderLink } from '../../lib/order-links';
import { MANUAL_LINK_MS, openInNewTab, redirectTo } from '../../lib/redirect';
import { trpc } from '../../lib/trpc';
import { isNotFoundError } from '../../lib/trpc-error';
import { CheckoutDelivery } from './checkout-delivery';
import { CheckoutOrderLines } from './checkout-order-lines';
import { CheckoutSummary } from './checkout-summary';
import { FirstBatchNotice } from './first-batch-notice';
import type { ErrorText } from '../../../worker/contracts/errors';
import { PrivacyLink } from '../../components/ui/privacy-link';

const LOAD_FAILED: ErrorText<'ORDER_LOAD_FAILED'> = 'Erro ao carregar pedido';
const PAYMENT_FAILED: ErrorText<'PAYMENT_FAILED'> = 'Erro ao processar pagamento';

const CARD = 'rounded-2xl border border-neutral-800 bg-neutral-900/70 p-4 sm:p-6';

/** /checkout?order={id}: loading → order shown → payment started (processing) → payment page; failure returns to idle. */
export function CheckoutPage({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const order = trpc.orders.checkout.useQuery({ orderId }, { retry: false, staleTime: 0, refetchOnWindowFocus: true });
  // The server's refusal ('Este pedido não pode mais ser pago…'); a surprise there is PAYMENT_FAILED too.
  const pay = trpc.orders.startPayment.useMutation({ meta: { errorToast: PAYMENT_FAILED } });
  // Stays 'processing' while the browser leaves for the payment page.
  const [redirecting, setRedirecting] = useState(false);
  const processing = pay.isPending || redirecting;

  useEffect(() => {
    // Coming back with the browser's back button restores this page from its cache: be idle again.
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setRedirecting(false);
    };
    addEventListener('pageshow', onShow);
    return () => removeEventListener('pageshow', onShow);
  }, []);

  const orderCode = order.data?.orderCode;
  useEffect(() => {
    // Lets this tab's confirmation page offer 'Tentar novamente' after a refused or expired payment.
    if (orderCode) rememberOrderLink(orderCode, orderId);
  }, [orderCode, orderId]);

  // Only an order our server says is not there sends the fan home. A failed read
  // (offline, a blip while the tab was hidden, a timeout) keeps the page and its link: the
  // order shown stays, or the page offers to try again (a failure returns to idle).
  const gone = order.isError && isNotFoundError(order.error);
  useEffect(() => {
    if (!gone) return;
    void navigate({ to: '/', replace: true }).then(() => toast.error(LOAD_FAILED));
  }, [gone, navigate]);

  async function finish() {
    try {
      const { url } = await pay.mutateAsync({ orderId });
      setRedirecting(true);
      if (!redirectTo(url)) {
        setRedirecting(false);
        toast('Não foi possível abrir automaticamente.', {
          duration: MANUAL_LINK_MS,
          action: { label: 'Abrir checkout', onClick: () => openInNewTab(url) },
        });
      }
    } catch {
      // Told by the mutation's meta; the order is read again (it may have been paid or expired meanwhile).
      void order.refetch();
    }
  }

  if (order.isPending || gone) return <CheckoutSkeleton />;
  if (!order.data) return <CheckoutLoadFailed retrying={order.isFetching} onRetry={() => void order.refetch()} />;
  const o = order.data;
  const paid = o.status === 'paid';
  const units = o.items.reduce((n, i) => n + i.quantity, 0);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <p className="text-xs font-bold tracking-[0.25em] text-brand-400 uppercase">Camiseta oficial do clube</p>
      <h1 className="font-display mt-1 text-3xl uppercase sm:text-4xl">Finalizar pedido</h1>

      <FirstBatchNotice status={o.status} state={o.firstBatch} units={units} reservationExpiresAt={o.reservationExpiresAt} />

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <section className={CARD} aria-labelledby="itens-titulo">
            <h2 id="itens-titulo" className="mb-4 text-sm font-black tracking-wide uppercase">
              Itens do pedido
            </h2>
            <CheckoutOrderLines items={o.items} />
          </section>
          <section className={CARD} aria-labelledby="entrega-titulo">
            <h2 id="entrega-titulo" className="mb-4 text-sm font-black tracking-wide uppercase">
              Dados de entrega
            </h2>
            <CheckoutDelivery buyer={o.buyer} inFirstBatch={o.firstBatch === 'held' || o.firstBatch === 'available'} />
          </section>
        </div>

        <aside className={`${CARD} flex flex-col gap-4 lg:sticky lg:top-24`} aria-labelledby="resumo-titulo">
          <h2 id="resumo-titulo" className="text-sm font-black tracking-wide uppercase">
            Resumo
          </h2>
          <CheckoutSummary totalAmount={o.totalAmount} discountAmount={o.discountAmount} />
          {paid ? (
            <div className="flex flex-col gap-3">
              <p className="flex items-center gap-2 font-bold text-emerald-400">
                <CheckCircle2 className="size-5" aria-hidden /> Este pedido já está pago.
              </p>
              <Link
                to="/pedido/confirmacao/$orderCode"
                params={{ orderCode: o.orderCode }}
                className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-400 px-4 text-sm font-bold tracking-wide text-neutral-950 uppercase hover:bg-brand-500"
              >
                Ver confirmação
              </Link>
            </div>
          ) : (
            <>
              <Button className="w-full text-base" loading={processing} onClick={() => void finish()}>
                {processing ? 'Abrindo pagamento…' : 'Finalizar Pagamento'}
              </Button>
              <p className="flex items-center justify-center gap-1.5 text-xs text-neutral-400">
                <Lock className="size-3.5" aria-hidden /> Você será levado à página de pagamento segura.
              </p>
              <PrivacyLink />
            </>
          )}
          {!paid && (
            <p className="text-center text-xs font-semibold text-pink-300" data-testid="restam-checkout">
              {o.firstBatchRemaining > 0 ? remainingText(o.firstBatchRemaining) : 'Primeiro lote esgotado'}
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}

function CheckoutLoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center" role="alert">
      <AlertTriangle className="size-10 text-amber-400" aria-hidden />
      <h1 className="font-display text-2xl uppercase">{LOAD_FAILED}</h1>
      <p className="text-neutral-300">Verifique sua conexão e tente novamente.</p>
      <Button loading={retrying} onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12" aria-busy="true">
      <p className="sr-only" role="status">
        Carregando pedido…
      </p>
      <div className="h-4 w-40 animate-pulse rounded bg-neutral-800" />
      <div className="mt-3 h-9 w-64 animate-pulse rounded bg-neutral-800" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="h-64 animate-pulse rounded-2xl bg-neutral-900" />
        <div className="h-64 animate-pulse rounded-2xl bg-neutral-900" />
      </div>
    </div>
  );
}
