import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../worker/contracts/app-router';
import { fetchWithTimeout } from './fetch-timeout';

export const trpc = createTRPCReact<AppRouter>();

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

const link = () => httpBatchLink({ url: '/trpc', fetch: (url, opts) => fetchWithTimeout(String(url), { ...(opts as RequestInit), credentials: 'same-origin' }) });

export function createTrpcClient() {
  return trpc.createClient({ links: [link()] });
}

/** A vanilla client for loaders and non-React code. */
export const trpcVanilla = createTRPCClient<AppRouter>({ links: [link()] });
