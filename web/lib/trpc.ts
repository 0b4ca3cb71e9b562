import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../worker/contracts/app-router';

export const trpc = createTRPCReact<AppRouter>();

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: '/trpc', fetch: (url, opts) => fetch(url, { ...opts, credentials: 'same-origin' }) })],
  });
}

/** A vanilla client for loaders and non-React code. */
export const trpcVanilla = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc' })] });
