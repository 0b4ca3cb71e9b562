import { getQueryKey } from '@trpc/react-query';
export { readError } from './trpc-error';
import { createQueryClient, createTrpcClient, trpc, trpcVanilla } from './trpc';

/**
 * The app's single QueryClient and tRPC clients. Only ever imported dynamically
 * (see with-queries.tsx and require-session.ts), so react-query and tRPC stay off the landing.
 */
export const queryClient = createQueryClient();
export const trpcClient = createTrpcClient();
export { getQueryKey, trpc, trpcVanilla };
