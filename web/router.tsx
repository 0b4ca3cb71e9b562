import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { loadQueryRuntime } from './lib/lazy-query';
import { routeTree } from './routeTree.gen';

/** `history` only for the build-time prerender (memory history); browsers use the default. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
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
