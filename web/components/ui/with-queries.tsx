import { Suspense, type ReactNode } from 'react';
import { retryableLazy } from './chunk-boundary';

/** Starts loading react-query + tRPC (e.g. on hover, before a dialog that needs them opens). */
export const loadQueryProviders = () => import('../../lib/query-providers');

const QueryProviders = retryableLazy(() => loadQueryProviders().then((m) => ({ default: m.QueryProviders })));

/**
 * Gives its children tRPC + TanStack Query. The providers live in their own chunk,
 * so pages that never need them (the landing) never download them.
 */
export function WithQueries({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <QueryProviders>{children}</QueryProviders>
    </Suspense>
  );
}
