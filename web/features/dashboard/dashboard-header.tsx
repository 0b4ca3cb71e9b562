import { Link } from '@tanstack/react-router';
import { BookOpen, Crown, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { PlanBadge } from '../../components/ui/plan-badge';
import { usePhone } from '../../lib/use-phone';
import { SignOutButton } from '../../components/sign-out-button';

const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-neutral-800 px-3 text-sm font-bold uppercase tracking-wide text-neutral-50 hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-400';

/** Plan badge, story, my plan, settings (on a phone only my plan, settings and Sair: the slim header and the tab bar have the rest), the notification bell (handed in by the route), Sair. */
export function DashboardHeader({ tierName, artist = false, bell }: { tierName: string | null; artist?: boolean; bell?: ReactNode }) {
  const phone = usePhone();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {/* On a phone the slim header shows it. */}
      {!phone && <PlanBadge tierName={tierName} artist={artist} />}
      <nav aria-label="Atalhos do membro" className="flex flex-wrap items-center gap-2">
        <Link to="/minha-historia" className={`${linkButton} max-md:hidden`}>
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
        {/* On a phone, 'Notificações' is a tab of the bar. */}
        <span className="max-md:hidden">{bell}</span>
        <SignOutButton />
      </nav>
    </div>
  );
}
