import type { QueryKey, QueryObserverOptions } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';

export type QueryRuntime = typeof import('./query-runtime');

/** The app's one data layer (react-query + the tRPC client), fetched on first need. */
export const loadQueryRuntime = (): Promise<QueryRuntime> => import('./query-runtime');

export interface LazyQueryResult<T> {
  data: T | undefined;
  isSuccess: boolean;
  isPending: boolean;
  isError: boolean;
}

const IDLE: LazyQueryResult<never> = { data: undefined, isSuccess: false, isPending: false, isError: false };
const PENDING: LazyQueryResult<never> = { ...IDLE, isPending: true };
const FAILED: LazyQueryResult<never> = { ...IDLE, isError: true };

/**
 * `useQuery` for components that render before react-query is there (the landing's poll, whose
 * budget has no room for it): the same QueryClient and tRPC client, loaded only when `id` is
 * set. `id` names the query (e.g. the voter token): a new id observes again, with the `options` of that render.
 * A runtime that cannot be downloaded reads as an error, like a call that failed.
 */
export function useLazyQuery<T, K extends QueryKey>(
  id: string | null,
  options: (runtime: QueryRuntime) => QueryObserverOptions<T, Error, T, T, K>,
): LazyQueryResult<T> {
  const [state, setState] = useState<{ id: string | null; result: LazyQueryResult<T> }>({ id: null, result: IDLE });
  const optionsFor = useEffectEvent(options);
  useEffect(() => {
    if (!id) return;
    let live = true;
    let unsubscribe = () => {};
    loadQueryRuntime().then(
      (runtime) => {
        if (!live) return;
        unsubscribe = runtime.observeQuery(optionsFor(runtime), (r) => {
          if (live) setState({ id, result: { data: r.data, isSuccess: r.isSuccess, isPending: r.isPending, isError: r.isError } });
        });
      },
      () => live && setState({ id, result: FAILED }),
    );
    return () => {
      live = false;
      unsubscribe();
    };
  }, [id]);
  if (!id) return IDLE;
  return state.id === id ? state.result : PENDING;
}
