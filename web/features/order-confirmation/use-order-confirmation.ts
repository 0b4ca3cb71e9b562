import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** A confirmation fetch over 8 s stops the loading state. */
const CONFIRMATION_TIMEOUT_MS = 8000;
/** While Pix/Boleto waits for the bank the page checks again on its own. */
const PENDING_POLL_MS = 4000;

/** Aborts with the caller's signal, or after `ms` (shorter than the calls' general timeout). */
function withDeadline(signal: AbortSignal, ms: number) {
  const controller = new AbortController();
  const abort = () => controller.abort(signal.reason);
  if (signal.aborted) abort();
  else signal.addEventListener('abort', abort, { once: true });
  setTimeout(() => controller.abort(new DOMException('A resposta demorou demais.', 'TimeoutError')), ms);
  return controller.signal;
}

/** The order by its code; polls while payment is pending. */
export function useOrderConfirmation(orderCode: string) {
  // The app's tRPC client (lib/trpc.ts); the query is its own because of its shorter deadline.
  const client = trpc.useUtils().client;
  return useQuery({
    queryKey: [['orders', 'confirmation'], { input: { orderCode }, type: 'query', deadline: CONFIRMATION_TIMEOUT_MS }],
    queryFn: ({ signal }) => client.orders.confirmation.query({ orderCode }, { signal: withDeadline(signal, CONFIRMATION_TIMEOUT_MS) }),
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}
