import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { AppShell } from '../features/shell/app-shell';
import { captureUtmOnce } from '../features/shell/page-tracking';
import { RouteError } from '../features/shell/route-error';
import { pageHead } from '../lib/head';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: () => captureUtmOnce(),
  head: () => pageHead(undefined, 'Site oficial do MC Mito: vote na camiseta oficial, concorra a 10 camisetas e entre para o clube.'),
  component: AppShell,
  // Fetched when an address turns out not to exist (the plugin does not split the root route's parts).
  notFoundComponent: lazyRouteComponent(() => import('../features/shell/not-found-page'), 'NotFoundPage'),
  errorComponent: RouteError,
});
