import { useEffect, useSyncExternalStore } from 'react';
import type { PollView } from '../../../worker/contracts/poll';
import { fetchWithTimeout } from '../../lib/fetch-timeout';

/**
 * The tally, kept in a tiny module store (no react-query on the landing):
 * fresh for 5 s, refetched every 30 s while shown, one retry after 1 s.
 */
interface TallyState {
  data: PollView | undefined;
  error: boolean;
  fetching: boolean;
  updatedAt: number;
}

let state: TallyState = { data: undefined, error: false, fetching: false, updatedAt: 0 };
const listeners = new Set<() => void>();
let inflight: Promise<void> | null = null;

function set(patch: Partial<TallyState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const snapshot = () => state;

/** Plain GET (not tRPC) so the edge can serve it to thousands of fans at once. */
async function fetchTally(): Promise<PollView> {
  const res = await fetchWithTimeout('/api/poll/tally', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error('Enquete não encontrada');
  return (await res.json()) as PollView;
}

function refetch(): Promise<void> {
  if (inflight) return inflight;
  set({ fetching: true });
  inflight = (async () => {
    try {
      const data = await fetchTally().catch(async () => {
        await new Promise((r) => setTimeout(r, 1_000));
        return fetchTally();
      });
      set({ data, error: false, fetching: false, updatedAt: Date.now() });
    } catch {
      set({ error: true, fetching: false });
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

export function usePollTally() {
  const s = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (Date.now() - state.updatedAt > 5_000) void refetch();
    const id = setInterval(() => {
      if (document.visibilityState !== 'hidden') void refetch();
    }, 30_000);
    return () => clearInterval(id);
  }, []);
  return { data: s.data, isError: s.error, isFetching: s.fetching, refetch };
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
export function moveVoteInTally(from: string | null, to: string) {
  const old = state.data;
  if (old) {
    const votes = old.options.map((o) => o.votes + (o.id === to ? 1 : 0) - (o.id === from ? 1 : 0));
    const pct = shares(votes);
    set({ data: { ...old, totalVotes: votes.reduce((a, b) => a + b, 0), options: old.options.map((o, i) => ({ ...o, votes: votes[i]!, percent: pct[i]! })) } });
  }
  setTimeout(() => {
    set({ updatedAt: 0 });
    if (listeners.size > 0) void refetch();
  }, 6_000);
}
