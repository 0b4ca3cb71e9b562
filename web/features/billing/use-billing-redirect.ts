import { useEffect, useState } from 'react';
import { toast } from '../../components/ui/toaster';
import { MANUAL_LINK_MS, openInNewTab, redirectTo } from '../../lib/redirect';
import type { ErrorMeta } from '../../lib/error-pipe';
import type { ErrorText } from '../../../worker/contracts/errors';

/**
 * The meta of the call that asks for a hosted page: the product's toast ('Erro ao processar
 * pagamento' / 'Erro ao abrir portal', 'Tente novamente em alguns minutos'); a refusal says its
 * own reason on the second line (already subscribed, no subscription yet …).
 */
export const billingRedirectFailed = (failure: ErrorText<'PAYMENT_FAILED' | 'PORTAL_FAILED'>): { meta: ErrorMeta } => ({
  meta: { errorToast: failure, errorDescription: 'Tente novamente em alguns minutos' },
});

/**
 * Sends the member to a hosted page (Checkout or the portal). While the browser leaves the
 * button stays busy; a failure is told by the call's meta (`billingRedirectFailed`).
 */
export function useBillingRedirect() {
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    // Back from the hosted page, the browser may restore this page from its cache: idle again.
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setBusy(null);
    };
    addEventListener('pageshow', onShow);
    return () => removeEventListener('pageshow', onShow);
  }, []);

  async function go(key: string, getUrl: () => Promise<{ url: string }>) {
    setBusy(key);
    try {
      const { url } = await getUrl();
      if (!redirectTo(url)) {
        setBusy(null);
        toast('Não foi possível abrir automaticamente.', {
          duration: MANUAL_LINK_MS,
          action: { label: 'Abrir', onClick: () => openInNewTab(url) },
        });
      }
    } catch {
      setBusy(null);
    }
  }
  return { busy, go };
}
