import { QueryObserver, type QueryKey, type QueryObserverOptions, type QueryObserverResult } from '@tanstack/react-query';
export { errorStatus } from './trpc-error';
import { showErrorMessage } from './error-sink';
import { onSessionEnded, sessionEnded } from './session-events';
import { createQueryClient, createQueryUtils, createTrpcClient, secretReads, trpc } from './trpc';

/**
 * The app's single QueryClient and tRPC client. Only ever imported dynamically
 * (see components/ui/with-queries.tsx, lazy-query.ts and the router context), so react-query and tRPC stay off the landing.
 * Loaders prefetch through `utils` (`utils.members.dashboard.ensureData()`); components read
 * the same cache with `trpc.members.dashboard.useQuery()`.
 */
export const queryClient = createQueryClient({ onSessionEnded: sessionEnded, onErrorMessage: showErrorMessage });
export const trpcClient = createTrpcClient();
export const utils = createQueryUtils(queryClient, trpcClient);
/** `reads.myVote({ voterToken })`: query options for reads sent as POST (see secretReads). */
export const reads = secretReads(trpcClient);
// A session that ended takes its answers with it (`auth.me` first: /auth must not think it is still signed in).
onSessionEnded(() => queryClient.clear());
// Back online, every query on screen that had failed asks again by itself, with no 'Tentar novamente'
// needed (react-query's own refetch on reconnect left /feed on its error: it did not retry there).
if (typeof window !== 'undefined') {
  window.addEventListener(
    'online',
    () => void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' }),
  );
}
export { trpc };

/**
 * Watches one query of this cache from outside <QueryProviders> (see lazy-query.ts: the
 * landing's poll renders before react-query has loaded). Returns the unsubscribe.
 */
export function observeQuery<T, K extends QueryKey>(
  options: QueryObserverOptions<T, Error, T, T, K>,
  onResult: (result: QueryObserverResult<T, Error>) => void,
) {
  const observer = new QueryObserver(queryClient, options);
  onResult(observer.getCurrentResult());
  return observer.subscribe(onResult);
}
