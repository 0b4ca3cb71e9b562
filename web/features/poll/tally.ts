import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PollView } from '../../../worker/contracts/poll';

const TALLY_KEY = ['poll', 'tally'] as const;

/** Plain GET (not tRPC) so the edge can serve it to thousands of fans at once. */
async function fetchTally(): Promise<PollView> {
  const res = await fetch('/api/poll/tally', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error('Enquete não encontrada');
  return (await res.json()) as PollView;
}

export function usePollTally() {
  return useQuery({ queryKey: TALLY_KEY, queryFn: fetchTally, staleTime: 5_000, refetchInterval: 30_000, retry: 1 });
}

/** Shares with one decimal adding up to 100 (largest remainder, as the server does). */
function shares(votes: number[]): number[] {
  const total = votes.reduce((a, b) => a + b, 0);
  if (total <= 0) return votes.map(() => 0);
  const exact = votes.map((v) => (v * 1000) / total);
  const out = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0, left = 1000 - out.reduce((a, b) => a + b, 0); k < left; k++) out[order[k]![1]]! += 1;
  return out.map((t) => t / 10);
}

/**
 * Shows a fan's own vote at once; the cached tally catches up within seconds
 * and is refetched after that.
 */
export function useMoveVoteInTally() {
  const queryClient = useQueryClient();
  return useCallback(
    (from: string | null, to: string) => {
      queryClient.setQueryData<PollView>(TALLY_KEY, (old) => {
        if (!old) return old;
        const votes = old.options.map((o) => o.votes + (o.id === to ? 1 : 0) - (o.id === from ? 1 : 0));
        const pct = shares(votes);
        return { ...old, totalVotes: votes.reduce((a, b) => a + b, 0), options: old.options.map((o, i) => ({ ...o, votes: votes[i]!, percent: pct[i]! })) };
      });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: TALLY_KEY }), 6_000);
    },
    [queryClient],
  );
}
