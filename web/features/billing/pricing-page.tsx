import { Link, useNavigate } from '@tanstack/react-router';
import { AlertTriangle, CreditCard, RotateCcw, ShieldCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { TierCard } from './tier-card';
import { billingRedirectFailed, useBillingRedirect } from './use-billing-redirect';
import type { ErrorText } from '../../../worker/contracts/errors';

const PAYMENT_FAILED: ErrorText<'PAYMENT_FAILED'> = 'Erro ao processar pagamento';
const PORTAL_FAILED: ErrorText<'PORTAL_FAILED'> = 'Erro ao abrir portal';

/** /pricing: the tiers from the database, cheapest first; without a session the trial button goes to /auth. */
export function PricingPage() {
  const navigate = useNavigate();
  const tiers = trpc.billing.tiers.useQuery(undefined, { meta: { errorToast: 'Erro ao carregar planos' } });
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 10_000 });
  const signedIn = me.isSuccess;
  const plan = trpc.billing.myPlan.useQuery(undefined, { enabled: signedIn, retry: false });
  const start = trpc.billing.createCheckout.useMutation(billingRedirectFailed(PAYMENT_FAILED));
  const portal = trpc.billing.customerPortal.useMutation(billingRedirectFailed(PORTAL_FAILED));
  const checkout = useBillingRedirect();
  const manage = useBillingRedirect();
  const busy = checkout.busy ?? manage.busy;

  const subscription = plan.data?.subscription;
  const subscribed = subscription?.subscribed === true;
  const onStart = (tierId: string) => {
    // Starting a plan without a session goes to /auth.
    if (!signedIn) return void navigate({ to: '/auth' });
    // A subscriber has no second trial: the plan changes in the billing portal, which returns to /meu-plano.
    if (subscribed) return void manage.go(tierId, () => portal.mutateAsync());
    void checkout.go(tierId, () => start.mutateAsync({ tierId }));
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-14">
      <p className="text-xs font-bold tracking-[0.25em] text-brand-400 uppercase">Comunidade oficial</p>
      <h1 className="font-display mt-1 text-3xl uppercase sm:text-5xl">Escolha seu plano</h1>
      <p className="mt-3 max-w-2xl text-neutral-300">
        Entre para o clube do Mito: 30 dias grátis em qualquer plano, depois é só manter a mensalidade.
      </p>
      {subscription && !subscription.trialAvailable && !subscription.subscribed && (
        <p className="mt-4 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-200">
          Você já usou seu teste grátis: ao assinar, a primeira mensalidade é cobrada na hora.
        </p>
      )}

      {tiers.isError ? (
        <div
          role="alert"
          className="mt-8 flex flex-col items-start gap-3 rounded-2xl border border-red-500/40 bg-red-500/10 p-5 text-red-200"
        >
          <p className="flex items-center gap-2 font-bold">
            <AlertTriangle className="size-5" aria-hidden /> Erro ao carregar planos
          </p>
          <Button variant="secondary" onClick={() => void tiers.refetch()}>
            <RotateCcw className="size-4" aria-hidden /> Tentar novamente
          </Button>
        </div>
      ) : (
        <div className="mt-10 grid gap-6 md:grid-cols-3 md:items-stretch">
          {tiers.isPending
            ? [0, 1, 2].map((i) => <div key={i} className="h-96 animate-pulse rounded-2xl bg-neutral-900" aria-hidden />)
            : tiers.data.map((tier) => (
                <TierCard
                  key={tier.id}
                  tier={tier}
                  current={subscribed && subscription?.tier?.id === tier.id}
                  change={subscribed}
                  busy={busy === tier.id}
                  disabled={busy !== null || me.isPending}
                  onStart={() => onStart(tier.id)}
                />
              ))}
        </div>
      )}

      <ul className="mt-10 flex flex-col gap-3 text-sm text-neutral-400 sm:flex-row sm:gap-8">
        <li className="flex items-center gap-2">
          <CreditCard className="size-4 text-brand-400" aria-hidden /> Pagamento seguro com cartão, processado pelo Stripe.
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-brand-400" aria-hidden /> Cancele quando quiser, sem multa.
        </li>
      </ul>
      {subscription?.subscribed ? (
        <p className="mt-4 text-sm text-neutral-400">
          Para trocar de plano ou cancelar, use{' '}
          <Link to="/meu-plano" className="font-bold text-brand-400 underline-offset-4 hover:underline">
            Meu Plano
          </Link>
          .
        </p>
      ) : (
        !signedIn && (
          <p className="mt-4 text-sm text-neutral-400">
            Já tem uma conta?{' '}
            <Link to="/auth" className="font-bold text-brand-400 underline-offset-4 hover:underline">
              Faça login
            </Link>
          </p>
        )
      )}
    </div>
  );
}
