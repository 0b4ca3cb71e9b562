import { Link } from '@tanstack/react-router';
import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { AccountCard } from './account-card';
import { ArtistPlanCard } from './artist-plan-card';
import { ChangePasswordDialog } from './change-password-dialog';
import { SubscriptionCard } from './subscription-card';
import { SupportForm } from './support-form';
import { billingRedirectFailed, useBillingRedirect } from './use-billing-redirect';
import type { ErrorText } from '../../../worker/contracts/errors';

const PROFILE_FAILED: ErrorText<'PROFILE_LOAD_FAILED'> = 'Erro ao carregar perfil';
const PORTAL_FAILED: ErrorText<'PORTAL_FAILED'> = 'Erro ao abrir portal';

/** After Checkout the provider's events may take a moment: poll briefly until they arrive. */
const AWAIT_WEBHOOK_MS = 2000;
const AWAIT_WEBHOOK_FOR_MS = 30_000;

/** /meu-plano: subscription status, account data, 'Alterar Senha', 'Fale com a equipe'. */
export function MyPlanPage({ justSubscribed }: { justSubscribed: boolean }) {
  const utils = trpc.useUtils();
  const [openedAt] = useState(() => Date.now());
  const plan = trpc.billing.myPlan.useQuery(undefined, {
    refetchInterval: (q) =>
      justSubscribed && !q.state.data?.subscription.subscribed && Date.now() - openedAt < AWAIT_WEBHOOK_FOR_MS ? AWAIT_WEBHOOK_MS : false,
  });
  const rights = trpc.members.rights.useQuery();
  const check = trpc.billing.checkSubscription.useMutation();
  const portal = trpc.billing.customerPortal.useMutation(billingRedirectFailed(PORTAL_FAILED));
  const { busy, go } = useBillingRedirect();
  const [passwordOpen, setPasswordOpen] = useState(false);

  async function refresh() {
    try {
      const subscription = await check.mutateAsync();
      utils.billing.myPlan.setData(undefined, (old) => (old ? { ...old, subscription } : old));
      toast.success('Status atualizado');
    } catch (e) {
      // A failed subscription check is only logged, never shown as an error.
      console.error('check-subscription failed', e);
    }
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <Link to="/dashboard" className="inline-flex min-h-11 items-center gap-2 text-sm font-bold text-neutral-300 hover:text-white">
        <ArrowLeft className="size-4" aria-hidden /> Voltar ao painel
      </Link>
      <h1 className="font-display mt-2 text-3xl uppercase sm:text-4xl">Meu Plano</h1>

      {plan.isError ? (
        <div
          role="alert"
          className="mt-6 flex flex-col items-start gap-3 rounded-2xl border border-red-500/40 bg-red-500/10 p-5 text-red-200"
        >
          <p className="flex items-center gap-2 font-bold">
            <AlertTriangle className="size-5" aria-hidden /> {PROFILE_FAILED}
          </p>
          <Button variant="secondary" onClick={() => void plan.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : plan.isPending || rights.isPending ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-2" aria-hidden>
          <div className="h-64 animate-pulse rounded-2xl bg-neutral-900" />
          <div className="h-64 animate-pulse rounded-2xl bg-neutral-900" />
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
          {rights.data?.isArtist ? (
            <ArtistPlanCard />
          ) : (
            <SubscriptionCard
              subscription={plan.data.subscription}
              managing={busy === 'portal'}
              refreshing={check.isPending}
              onManage={() => void go('portal', () => portal.mutateAsync())}
              onRefresh={() => void refresh()}
            />
          )}
          <AccountCard account={plan.data.account} onChangePassword={() => setPasswordOpen(true)} />
        </div>
      )}
      <SupportForm />
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </div>
  );
}
