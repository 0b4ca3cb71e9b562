import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../features/shell/app-shell';
import { NotFoundPage } from '../features/shell/not-found-page';
import { captureUtmOnce } from '../features/shell/page-tracking';
import { RouteError } from '../features/shell/route-error';
import { pageHead } from '../lib/head';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: () => captureUtmOnce(),
  head: () => pageHead(undefined, 'Site oficial do MC Mito: vote na camiseta oficial, concorra a 10 camisetas e entre para o clube.'),
  component: AppShell,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});
