import { getQueryKey } from '@trpc/react-query';
export { readError } from './trpc-error';
import { onSessionEnded, sessionEnded } from './session-events';
import { createQueryClient, createQueryUtils, createTrpcClient, trpc, trpcVanilla } from './trpc';

/**
 * The app's single QueryClient and tRPC clients. Only ever imported dynamically
 * (see with-queries.tsx and require-session.ts), so react-query and tRPC stay off the landing.
 * Loaders prefetch through `utils` (`utils.members.dashboard.ensureData()`); components read
 * the same cache with `trpc.members.dashboard.useQuery()`.
 */
export const queryClient = createQueryClient(sessionEnded);
export const trpcClient = createTrpcClient();
export const utils = createQueryUtils(queryClient, trpcClient);
// A session that ended takes its answers with it (`auth.me` first: /auth must not think it is still signed in).
onSessionEnded(() => queryClient.clear());
export { getQueryKey, trpc, trpcVanilla };
