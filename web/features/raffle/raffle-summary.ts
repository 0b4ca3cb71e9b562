import { useQuery } from '@tanstack/react-query';
import * as PATHS from '../../../worker/contracts/paths';
import type { RaffleStatus } from '../../../worker/contracts/raffle';
import { fetchWithTimeout } from '../../lib/fetch-timeout';

/** /sorteio's summary from the edge (worker/http/raffle-public.ts): counts, hash, draw and winning coupons, never the list. */
export function useRaffleSummary() {
  return useQuery({
    queryKey: ['raffle-summary'],
    staleTime: 15_000,
    queryFn: async ({ signal }): Promise<RaffleStatus> => {
      const res = await fetchWithTimeout(PATHS.raffle, { signal, headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`raffle ${res.status}`);
      return (await res.json()) as RaffleStatus;
    },
  });
}
