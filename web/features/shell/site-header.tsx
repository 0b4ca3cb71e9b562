import { Link, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { usePollClosed } from '../../lib/poll-phase';
import { POLL_ANCHOR, scrollToId } from '../../lib/scroll';
import { SITE_TAGLINE } from '../../lib/site';
import { cn } from '../../components/ui/cn';
import { LogoMark } from './logo-mark';

/** Shared header (on a phone, member pages have their slim one instead: member-top-bar.tsx): logo to /, centred tagline from md up, 'VOTAÇÃO ABERTA' (pulsing) or, once it closed, 'RESULTADO DA VOTAÇÃO' to the poll. */
export function SiteHeader({ className }: { className?: string }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const closed = usePollClosed();
  const onHome = pathname === '/';

  const goToPoll = (e: MouseEvent<HTMLAnchorElement>) => {
    // On the landing the section is already here: scroll instead of navigating.
    if (onHome && scrollToId(POLL_ANCHOR)) e.preventDefault();
  };
  const goToTop = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onHome) return;
    e.preventDefault();
    window.scrollTo({ top: 0, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b border-white/10 bg-neutral-950/90 backdrop-blur supports-[backdrop-filter]:bg-neutral-950/75',
        className,
      )}
    >
      <div className="mx-auto grid h-16 max-w-6xl grid-cols-[1fr_auto] items-center gap-3 px-4 md:grid-cols-[1fr_auto_1fr]">
        <Link
          to="/"
          onClick={goToTop}
          aria-label="MC Mito — página inicial"
          className="flex items-center gap-2 justify-self-start rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-400"
        >
          <LogoMark />
          <span className="font-display font-black text-lg leading-none uppercase tracking-tight">
            MC <span className="text-brand-400">Mito</span>
          </span>
        </Link>
        <p className="hidden text-center text-xs font-semibold uppercase tracking-[0.2em] text-neutral-400 md:block">{SITE_TAGLINE}</p>
        <Link
          to="/"
          hash={POLL_ANCHOR}
          onClick={goToPoll}
          className="inline-flex min-h-11 items-center gap-2 justify-self-end rounded-full bg-brand-400 px-4 text-xs font-black uppercase tracking-wider text-neutral-950 shadow-[0_0_24px_-6px] shadow-brand-400/70 transition hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 sm:text-sm"
        >
          {closed ? (
            'RESULTADO DA VOTAÇÃO'
          ) : (
            <>
              <span className="relative flex size-2.5" aria-hidden>
                <span className="absolute inline-flex size-full rounded-full bg-funk-500 opacity-75 motion-safe:animate-ping" />
                <span className="relative inline-flex size-2.5 rounded-full bg-funk-500" />
              </span>
              VOTAÇÃO ABERTA
            </>
          )}
        </Link>
      </div>
    </header>
  );
}
