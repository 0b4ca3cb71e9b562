import { useQuery } from '@tanstack/react-query';
import { fetchWithTimeout } from './fetch-timeout';
import * as PATHS from '../../worker/contracts/paths';
import type { FirstBatchStatus } from '../../worker/contracts/shop';

/** 'Restam N unidades do primeiro lote': the public, edge-cached counter, refreshed every 10 s. */
export function useFirstBatch(enabled = true) {
  return useQuery({
    queryKey: ['first-batch'],
    enabled,
    staleTime: 5_000,
    refetchInterval: 10_000,
    queryFn: async ({ signal }): Promise<FirstBatchStatus> => {
      const res = await fetchWithTimeout(PATHS.firstBatch, { signal, headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`first batch ${res.status}`);
      return (await res.json()) as FirstBatchStatus;
    },
  });
}

export const remainingText = (n: number) => (n === 1 ? 'Resta 1 unidade do primeiro lote' : `Restam ${n} unidades do primeiro lote`);
