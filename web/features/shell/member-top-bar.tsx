import { Link } from '@tanstack/react-router';
import { PlanBadge } from '../../components/ui/plan-badge';
import { trpc } from '../../lib/trpc';
import { usePhone } from '../../lib/use-phone';
import { LogoMark } from './logo-mark';

/**
 * The member area's header on a phone: the logo (to the feed) and the plan badge, nothing the tab
 * bar already offers. From md up the site header and each page's own header stay as they were.
 */
export function MemberTopBar() {
  const view = trpc.members.dashboard.useQuery(undefined, { staleTime: 60_000 });
  const phone = usePhone();
  return (
    <div className="sticky top-0 z-40 border-b border-white/10 bg-neutral-950/90 backdrop-blur supports-[backdrop-filter]:bg-neutral-950/75 md:hidden">
      <div className="flex h-12 items-center justify-between gap-3 px-4">
        <Link
          to="/feed"
          aria-label="MC Mito — feed da comunidade"
          className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-400"
        >
          <LogoMark className="size-8" />
          <span className="font-display text-base font-black uppercase leading-none tracking-tight">
            MC <span className="text-brand-400">Mito</span>
          </span>
        </Link>
        {phone && view.data && <PlanBadge tierName={view.data.rights.tier?.name ?? null} artist={view.data.rights.isArtist} />}
      </div>
    </div>
  );
}
