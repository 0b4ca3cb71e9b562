import { Link } from '@tanstack/react-router';
import { BookOpen, Crown, Settings } from 'lucide-react';
import { PlanBadge } from '../../components/ui/plan-badge';
import { SignOutButton } from '../../lib/sign-out-button';
import { useLiveNotifications } from '../../lib/realtime/use-live-notifications';

const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-neutral-800 px-3 text-sm font-bold uppercase tracking-wide text-neutral-50 hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-400';

/** Plan badge, story, my plan, settings, (notification bell), Sair. */
export function DashboardHeader({ tierName }: { tierName: string | null }) {
  useLiveNotifications();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <PlanBadge tierName={tierName} />
      <nav aria-label="Atalhos do membro" className="flex flex-wrap items-center gap-2">
        <Link to="/minha-historia" className={linkButton}>
          <BookOpen className="size-4" aria-hidden />
          Minha História
        </Link>
        <Link to="/meu-plano" className={linkButton}>
          <Crown className="size-4" aria-hidden />
          Meu Plano
        </Link>
        <Link to="/configuracoes" className={linkButton} aria-label="Configurações" title="Configurações">
          <Settings className="size-4" aria-hidden />
        </Link>
        {/* The notification bell goes here (feed issue); nothing is shown until it is real. */}
        <SignOutButton />
      </nav>
    </div>
  );
}
