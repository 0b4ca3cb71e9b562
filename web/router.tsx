import { createRouter } from '@tanstack/react-router';
import { loadQueryRuntime, type QueryRuntime } from './lib/lazy-query';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  /** react-query + tRPC, loaded on demand (the landing never needs them). */
  loadQueries: () => Promise<QueryRuntime>;
}

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { loadQueries: loadQueryRuntime },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
