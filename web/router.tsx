import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { trpcVanilla } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: typeof trpcVanilla;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient, trpc: trpcVanilla },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
