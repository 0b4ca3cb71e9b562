import { Link } from '@tanstack/react-router';
import { Crown, LogOut, MessageCircle, User } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useSignOut } from '../../lib/auth-state';

const navLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-bold uppercase tracking-wide text-neutral-200 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-400';

/** Spec §2 /feed header: tier badge, the Recentes tab, Mensagens, Perfil (/dashboard), Sair. */
export function FeedHeader({ tierName }: { tierName: string | null }) {
  const signOut = useSignOut();
  return (
    <header className="flex flex-col gap-3 border-b border-white/10 pb-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center justify-between gap-3">
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
        <Button variant="ghost" onClick={() => signOut.mutate()} loading={signOut.isPending}>
          <LogOut className="size-4" aria-hidden />
          Sair
        </Button>
      </nav>
    </header>
  );
}
