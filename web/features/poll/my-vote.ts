import { useEffect, useSyncExternalStore } from 'react';
import type { MyVote } from '../../../worker/contracts/poll';
import { postProcedure } from '../../lib/trpc-post';

/**
 * `poll.myVote` without react-query or the tRPC client (they stay off the landing):
 * one POST per voter token (the token in the body, never in a URL), kept for the
 * page's life, one retry after 1 s.
 */
interface Entry {
  data?: MyVote | null;
  error?: boolean;
  loading?: boolean;
}

const cache = new Map<string, Entry>();
const listeners = new Set<() => void>();
let version = 0;
const notify = () => {
  version++;
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const getVersion = () => version;

const fetchMyVote = (voterToken: string) => postProcedure('poll', 'myVote', { voterToken });

function load(voterToken: string) {
  cache.set(voterToken, { loading: true });
  notify();
  fetchMyVote(voterToken)
    .catch(async () => {
      await new Promise((r) => setTimeout(r, 1_000));
      return fetchMyVote(voterToken);
    })
    .then(
      (data) => cache.set(voterToken, { data }),
      () => cache.set(voterToken, { error: true }),
    )
    .finally(notify);
}

/** Puts a vote the server just confirmed into the cache (after a vote or a change). */
export function setMyVote(voterToken: string, vote: MyVote | null) {
  cache.set(voterToken, { data: vote });
  notify();
}

export function useMyVote(voterToken: string | null) {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  useEffect(() => {
    if (voterToken && !cache.has(voterToken)) load(voterToken);
  }, [voterToken]);
  const entry = voterToken ? cache.get(voterToken) : undefined;
  const isSuccess = !!entry && 'data' in entry;
  return { data: entry?.data, isSuccess, isPending: !!voterToken && !isSuccess && !entry?.error };
}
