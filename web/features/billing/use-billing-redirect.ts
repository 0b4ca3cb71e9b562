import { useEffect, useState } from 'react';
import { toast } from '../../components/ui/toaster';
import { MANUAL_LINK_MS, openInNewTab, redirectTo } from '../../lib/redirect';
import { readError, type AppErrorCode } from '../../lib/trpc-error';
import type { ErrorText } from '../../../worker/contracts/errors';

const RETRY_LATER = 'Tente novamente em alguns minutos';
/** Refusals whose own message helps more than the generic one (already subscribed, no subscription yet …). */
const OWN_MESSAGE = new Set<AppErrorCode>(['ALREADY_SUBSCRIBED', 'NO_SUBSCRIPTION', 'TIER_NOT_FOUND', 'RATE_LIMITED', 'EMAIL_UNCONFIRMED']);

/**
 * Sends the member to a hosted page (Checkout or the portal). While the browser leaves the
 * button stays busy; failures show the table's toast ('Erro ao processar pagamento' /
 * 'Erro ao abrir portal', 'Tente novamente em alguns minutos').
 */
export function useBillingRedirect(failure: ErrorText<'PAYMENT_FAILED' | 'PORTAL_FAILED'>) {
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
    } catch (e) {
      setBusy(null);
      const { appCode, message } = readError(e, failure);
      if (appCode && OWN_MESSAGE.has(appCode)) toast.error(message);
      else toast.error(failure, { description: RETRY_LATER });
    }
  }
  return { busy, go };
}
