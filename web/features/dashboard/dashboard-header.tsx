import { Link } from '@tanstack/react-router';
import { BookOpen, Crown, LogOut, Settings } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useSignOut } from '../../lib/auth-state';

const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-neutral-800 px-3 text-sm font-bold uppercase tracking-wide text-neutral-50 hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-400';

/** Plan badge, story, my plan, settings, (notification bell), Sair. */
export function DashboardHeader({ tierName }: { tierName: string | null }) {
  const signOut = useSignOut();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <span
        className={
          tierName
            ? 'inline-flex items-center gap-1.5 rounded-full bg-brand-400 px-3 py-1 text-xs font-black uppercase tracking-wider text-neutral-950'
            : 'inline-flex items-center gap-1.5 rounded-full border border-white/20 px-3 py-1 text-xs font-bold uppercase tracking-wider text-neutral-300'
        }
      >
        <Crown className="size-3.5" aria-hidden />
        {tierName ? `Plano ${tierName}` : 'Plano Gratuito'}
      </span>
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
        <Button variant="ghost" onClick={() => signOut.mutate()} loading={signOut.isPending}>
          <LogOut className="size-4" aria-hidden />
          Sair
        </Button>
      </nav>
    </div>
  );
}
