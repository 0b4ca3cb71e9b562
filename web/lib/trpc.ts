import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { httpBatchLink, splitLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../worker/contracts/app-router';
import { TRPC_BATCH_MAX_CALLS } from '../../worker/contracts/limits';
import * as PATHS from '../../worker/contracts/paths';
import { POST_READS } from '../../worker/contracts/post-reads';
import { fetchWithTimeout } from './fetch-timeout';
import { errorMessage } from './error-pipe';
import type { ErrorMessage } from './error-sink';
import { errorCode } from './trpc-error';

/**
 * The one way the web calls procedures, typed from AppRouter: `trpc.x.useQuery` /
 * `useMutation` in components, and `utils.x.ensureData()` / `fetch()` in route loaders and
 * guards (lib/query-runtime.ts). Both use the same query keys, so a loader's prefetch is
 * what the component renders. Reads that carry a secret go through `secretReads` below.
 * The landing loads all of it lazily (lib/query-runtime.ts); ESLint keeps any other client,
 * and any hand-built `/trpc` URL, out of web/.
 */
export const trpc = createTRPCReact<AppRouter>();

/** A member procedure answered "Login necessário": the session ended (see lib/auth-state.ts). */
const endsSession = (e: unknown) => errorCode(e) === 'UNAUTHORIZED';
const isAuthMe = (key: readonly unknown[]) => JSON.stringify(key[0]) === '["auth","me"]';

export interface QueryClientHooks {
  onSessionEnded?: () => void;
  /** The one place a failed call reaches the person (lib/error-pipe.ts): the toaster, in the app. */
  onErrorMessage?: (m: ErrorMessage) => void;
}

export function createQueryClient({ onSessionEnded = () => {}, onErrorMessage = () => {} }: QueryClientHooks = {}) {
  // A query that failed and said so says nothing more until it has worked again: a background
  // refetch (back online, a poll's interval) failing once more is not news.
  const told = new WeakSet<object>();
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (e, query) => {
        // `auth.me` is left out: the route guards ask it and redirect themselves (and /auth asking it
        // while signed out must not count as "the session just ended", or the redirect would loop).
        if (endsSession(e) && !isAuthMe(query.queryKey)) onSessionEnded();
        const message = told.has(query) ? null : errorMessage(e, query.meta);
        if (!message) return;
        // A fetch nobody watches was asked for by the person (a CEP typed again): each failure is news.
        if (query.getObserversCount() > 0) told.add(query);
        onErrorMessage({ id: `query:${query.queryHash}`, ...message });
      },
      onSuccess: (_data, query) => void told.delete(query),
    }),
    mutationCache: new MutationCache({
      onError: (e, _input, _context, mutation) => {
        if (endsSession(e)) onSessionEnded();
        const message = errorMessage(e, mutation.options.meta);
        if (message) onErrorMessage(message);
      },
    }),
    // 'always': react-query's default pauses calls while the browser says it is offline, which
    // leaves a spinner up forever ('CONFIRMAR VOTO' never answers). A call is tried and, if it
    // fails, the screen says so in Portuguese and keeps what the fan typed.
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}

// The server refuses a batch of more than TRPC_BATCH_MAX_CALLS calls; long GET URLs are split too (proxies cut them).
const batchLink = (methodOverride?: 'POST') =>
  httpBatchLink({
    url: PATHS.trpc,
    methodOverride,
    maxItems: TRPC_BATCH_MAX_CALLS,
    maxURLLength: 4000,
    fetch: (url, opts) => fetchWithTimeout(String(url), { ...(opts as RequestInit), credentials: 'same-origin' }),
  });

/** Queries whose input is personal or a secret (POST_READS) go as POST, the input in the body; the rest as GET. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [splitLink({ condition: (op) => op.type === 'query' && POST_READS.has(op.path), true: batchLink('POST'), false: batchLink() })],
  });
}

export function createQueryUtils(queryClient: QueryClient, client: ReturnType<typeof createTrpcClient>) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}

type Client = ReturnType<typeof createTrpcClient>;
type MyVoteInput = Parameters<Client['poll']['myVote']['mutate']>[0];
type CouponStatusInput = Parameters<Client['poll']['couponStatus']['mutate']>[0];

/**
 * Reads whose input is a secret (the voter token) are tRPC mutations, so the input travels
 * in a POST body and never in a URL (or a log line). They are cached like queries, under
 * their procedure path: `queryClient.fetchQuery(secretReads(client).myVote(input))`,
 * `useQuery(…)`, `setQueryData(….queryKey, …)`.
 */
export const secretReads = (client: Client) => ({
  myVote: (input: MyVoteInput) => ({
    queryKey: [['poll', 'myVote'], { input, type: 'secret-read' }] as const,
    queryFn: () => client.poll.myVote.mutate(input),
  }),
  couponStatus: (input: CouponStatusInput) => ({
    queryKey: [['poll', 'couponStatus'], { input, type: 'secret-read' }] as const,
    queryFn: () => client.poll.couponStatus.mutate(input),
  }),
});
