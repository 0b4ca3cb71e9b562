import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../worker/contracts/app-router';
import { fetchWithTimeout } from './fetch-timeout';

export const trpc = createTRPCReact<AppRouter>();

export function createQueryClient() {
  return new QueryClient({
    // 'always': react-query's default pauses calls while the browser says it is offline, which
    // leaves a spinner up forever ('CONFIRMAR VOTO' never answers). A call is tried and, if it
    // fails, the screen says so in Portuguese and keeps what the fan typed.
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}

const link = () => httpBatchLink({ url: '/trpc', fetch: (url, opts) => fetchWithTimeout(String(url), { ...(opts as RequestInit), credentials: 'same-origin' }) });

export function createTrpcClient() {
  return trpc.createClient({ links: [link()] });
}

/** A vanilla client for loaders and non-React code. */
export const trpcVanilla = createTRPCClient<AppRouter>({ links: [link()] });
