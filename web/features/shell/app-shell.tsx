import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { toast, Toaster } from '../../components/ui/toaster';
import { WithQueries } from '../../components/ui/with-queries';
import { isMemberPath } from '../../lib/member-paths';
import { ConnectionBanner } from './connection-banner';
import { DocumentMeta } from './document-meta';
import { usePageTracking } from './page-tracking';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const PAGES_WITHOUT_DATA = new Set(['/', '/loja', '/galeria', '/minha-historia', '/privacidade', '/regras']);

/** Every page: skip link, shared header, the route, shared footer, toasts. */
export function AppShell() {
  usePageTracking();
  const router = useRouter();
  // A toast speaks about the page it was made on: an old 'Estado inválido' must not follow the
  // fan to the checkout. A page that has news for the next one toasts after navigating.
  useEffect(() => router.subscribe('onBeforeNavigate', (e) => e.pathChanged && toast.dismiss()), [router]);
  // The landing, shop, gallery and story need neither react-query nor tRPC (their dialogs bring
  // their own); any other page (and those once one has been visited) gets them from a lazily
  // loaded chunk. Wrapping a prerendered page in them would also hold its hydration until that
  // chunk (≈ 21 KB gzip) is in.
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [queries, setQueries] = useState(!PAGES_WITHOUT_DATA.has(pathname));
  if (!queries && !PAGES_WITHOUT_DATA.has(pathname)) setQueries(true);
  return (
    <div className="flex min-h-dvh flex-col pb-(--app-bottom)">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-lg bg-brand-400 px-4 py-2 font-bold text-neutral-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Pular para o conteúdo
      </a>
      {/* On a phone a member page has the app shell's slim header and tab bar instead (routes/_member.tsx). */}
      <SiteHeader className={isMemberPath(pathname) ? 'max-md:hidden' : undefined} />
      <ConnectionBanner />
      {/* At least a screen tall: while a page's data is on its way the footer waits below the fold,
          instead of showing and then being pushed off the screen (a layout shift of a third of it). */}
      <main id="conteudo" className="min-h-dvh flex-1">
        {queries ? (
          <WithQueries>
            <Outlet />
          </WithQueries>
        ) : (
          <Outlet />
        )}
      </main>
      <SiteFooter />
      <Toaster />
      <DocumentMeta />
    </div>
  );
}
