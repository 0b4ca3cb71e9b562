import { Link } from '@tanstack/react-router';
import { MessageCircle, User } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FeedTab } from '../../../worker/contracts/feed';
import { cn } from '../../components/ui/cn';
import { PlanBadge } from '../../components/ui/plan-badge';
import { usePhone } from '../../lib/use-phone';
import { SignOutButton } from '../../components/sign-out-button';
import { UnreadMessagesBadge } from '../../components/unread-messages-badge';
import { FEED_TAB_LIST } from '../../lib/feed-tab';

const navLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-2 text-sm font-bold uppercase tracking-wide text-neutral-200 sm:px-3 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-400';

const tabLink =
  'inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-2 text-sm sm:px-3 font-black uppercase tracking-wide focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-400';

/** The /feed header (on a phone only the tabs: the slim header and the tab bar have the rest): tier badge, the tabs Recentes, Em Alta and Seguindo (kept in ?aba=), Mensagens, Perfil (/dashboard), Sair; the route hands in the bell. */
export function FeedHeader({
  tierName,
  artist = false,
  tab,
  bell,
}: {
  tierName: string | null;
  artist?: boolean;
  tab: FeedTab;
  bell?: ReactNode;
}) {
  const phone = usePhone();
  return (
    <header className="flex flex-col gap-3 border-b border-white/10 pb-3 sm:flex-row sm:items-center sm:justify-between">
      {/* On a phone the three tabs do not fit beside the badge: they wrap to their own row. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        {/* On a phone the slim header shows it. */}
        {!phone && <PlanBadge tierName={tierName} artist={artist} />}
        <nav aria-label="Abas do feed" className="flex shrink-0">
          {FEED_TAB_LIST.map((t) => (
            <Link
              key={t.tab}
              to="/feed"
              search={t.search}
              aria-current={t.tab === tab ? 'page' : undefined}
              className={cn(
                tabLink,
                t.tab === tab ? 'border-brand-400 text-white' : 'border-transparent text-neutral-400 hover:text-neutral-100',
              )}
            >
              {t.label}
            </Link>
          ))}
        </nav>
      </div>
      {/* On a phone the tab bar has these. */}
      <nav aria-label="Atalhos do membro" className="flex flex-wrap items-center max-md:hidden sm:gap-1">
        {bell}
        <Link to="/messages" className={navLink}>
          <MessageCircle className="size-4" aria-hidden />
          Mensagens
          <UnreadMessagesBadge />
        </Link>
        <Link to="/dashboard" className={navLink}>
          <User className="size-4" aria-hidden />
          {/* On a phone the icon stands for it (the name stays for screen readers): the row fits 390 px with the unread badge. */}
          <span className="max-sm:sr-only">Perfil</span>
        </Link>
        <SignOutButton />
      </nav>
    </header>
  );
}
