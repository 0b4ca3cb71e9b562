import { useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { trpcVanilla } from '../../lib/trpc';

/** Spec §9: a confirmation fetch over 8 s stops the loading state. */
export const CONFIRMATION_TIMEOUT_MS = 8000;
/** While Pix/Boleto waits for the bank the page checks again on its own. */
export const PENDING_POLL_MS = 4000;

export class ConfirmationTimeout extends Error {
  override name = 'ConfirmationTimeout';
}

async function fetchWithTimeout(orderCode: string, signal: AbortSignal) {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, CONFIRMATION_TIMEOUT_MS);
  try {
    return await trpcVanilla.orders.confirmation.query({ orderCode }, { signal: controller.signal });
  } catch (e) {
    throw timedOut ? new ConfirmationTimeout('timeout') : e;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

export const isNotFound = (e: unknown) => e instanceof TRPCClientError && (e.data as { code?: string } | undefined)?.code === 'NOT_FOUND';

/** The order by its code; polls while payment is pending. */
export function useOrderConfirmation(orderCode: string) {
  return useQuery({
    queryKey: ['order-confirmation', orderCode],
    queryFn: ({ signal }) => fetchWithTimeout(orderCode, signal),
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}
