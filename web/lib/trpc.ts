import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../worker/contracts/app-router';
import { fetchWithTimeout } from './fetch-timeout';
import { readError } from './trpc-error';

/**
 * The one way the web calls procedures, typed from AppRouter: `trpc.x.useQuery` /
 * `useMutation` in components, and `utils.x.ensureData()` / `fetch()` in route loaders and
 * guards (lib/query-runtime.ts). Both use the same query keys, so a loader's prefetch is
 * what the component renders.
 */
export const trpc = createTRPCReact<AppRouter>();

/** A member procedure answered "Login necessário": the session ended (see lib/auth-state.ts). */
const endsSession = (e: unknown) => readError(e, '').appCode === 'UNAUTHORIZED';
const isAuthMe = (key: readonly unknown[]) => JSON.stringify(key[0]) === '["auth","me"]';

export function createQueryClient(onSessionEnded: () => void = () => {}) {
  return new QueryClient({
    // `auth.me` is left out: the route guards ask it and redirect themselves (and /auth asking it
    // while signed out must not count as "the session just ended", or the redirect would loop).
    queryCache: new QueryCache({ onError: (e, query) => endsSession(e) && !isAuthMe(query.queryKey) && onSessionEnded() }),
    mutationCache: new MutationCache({ onError: (e) => endsSession(e) && onSessionEnded() }),
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

export function createQueryUtils(queryClient: QueryClient, client: ReturnType<typeof createTrpcClient>) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}

/** A vanilla client for loaders and non-React code. */
export const trpcVanilla = createTRPCClient<AppRouter>({ links: [link()] });
