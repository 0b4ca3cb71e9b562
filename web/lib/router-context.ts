import type { QueryRuntime } from './lazy-query';

/**
 * What every route's loader and guard receives. Its own file, not router.tsx: router.tsx imports
 * the route tree, so a route importing router.tsx for this type made a circle.
 */
export interface RouterContext {
  /** react-query + tRPC, loaded on demand (the landing never needs them). */
  loadQueries: () => Promise<QueryRuntime>;
}
