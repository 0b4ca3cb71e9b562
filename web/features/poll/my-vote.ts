import type { MyVote } from '../../../worker/contracts/poll';
import { loadQueryRuntime, useLazyQuery, type QueryRuntime } from '../../lib/lazy-query';

/**
 * `poll.myVote` through the app's one data layer (lib/trpc.ts), loaded lazily: the landing's
 * budget has no room for react-query up front. A mutation, so the voter token goes in the
 * POST body, never in a URL. Kept for the page's life, one retry after 1 s.
 */
const myVoteQuery = ({ reads }: QueryRuntime, voterToken: string) => ({
  ...reads.myVote({ voterToken }),
  staleTime: Infinity,
  retry: 1,
  retryDelay: 1_000,
});

/** Starts asking early (the landing's route loader), so the poll shows "Seu voto" sooner. */
export const prefetchMyVote = (runtime: QueryRuntime, voterToken: string) =>
  runtime.queryClient.prefetchQuery(myVoteQuery(runtime, voterToken));

/** Puts a vote the server just confirmed into the cache (after a vote or a change). */
export function setMyVote(voterToken: string, vote: MyVote | null) {
  void loadQueryRuntime().then((runtime) => runtime.queryClient.setQueryData(myVoteQuery(runtime, voterToken).queryKey, vote));
}

export function useMyVote(voterToken: string | null) {
  return useLazyQuery(voterToken, (runtime) => myVoteQuery(runtime, voterToken!));
}
