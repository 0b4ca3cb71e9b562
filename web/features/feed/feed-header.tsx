import { Link } from '@tanstack/react-router';
import { MessageCircle, User } from 'lucide-react';
import { PlanBadge } from '../../components/ui/plan-badge';
import { SignOutButton } from '../../lib/sign-out-button';
import { useLiveNotifications } from '../../lib/realtime/use-live-notifications';

const navLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-bold uppercase tracking-wide text-neutral-200 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-400';

/** Spec §2 /feed header: tier badge, the Recentes tab, Mensagens, Perfil (/dashboard), Sair. */
export function FeedHeader({ tierName }: { tierName: string | null }) {
  useLiveNotifications();
  return (
    <header className="flex flex-col gap-3 border-b border-white/10 pb-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center justify-between gap-3">
        <PlanBadge tierName={tierName} />
        <nav aria-label="Abas do feed">
          <span aria-current="page" className="inline-flex min-h-11 items-center border-b-2 border-brand-400 px-3 text-sm font-black uppercase tracking-wide text-white">
            Recentes
          </span>
        </nav>
      </div>
      <nav aria-label="Atalhos do membro" className="flex items-center gap-1">
        <Link to="/messages" className={navLink}>
          <MessageCircle className="size-4" aria-hidden />
          Mensagens
        </Link>
        <Link to="/dashboard" className={navLink}>
          <User className="size-4" aria-hidden />
          Perfil
        </Link>
        <SignOutButton />
      </nav>
    </header>
  );
}
