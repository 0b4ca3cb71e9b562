import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  /** react-query + tRPC, loaded on demand (the landing never needs them). */
  loadQueries: () => Promise<typeof import('./lib/query-runtime')>;
}

const loadQueries = () => import('./lib/query-runtime');

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { loadQueries },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
