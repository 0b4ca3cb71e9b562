import { Link, useRouterState } from '@tanstack/react-router';
import { Bell, House, MessageCircle, Search, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { NotificationCountBadge } from '../../components/notification-count-badge';
import { cn } from '../../components/ui/cn';
import { UnreadMessagesBadge } from '../../components/unread-messages-badge';
import { tabOfPath, type MemberTab } from '../../lib/member-paths';
import { trpc } from '../../lib/trpc';
import { useTyping } from './use-typing';

const item =
  'relative flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-[0.6875rem] font-semibold leading-none focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-400';

function Tab({
  current,
  icon,
  label,
  badge,
  ...link
}: { current: boolean; icon: ReactNode; label: string; badge?: ReactNode } & LinkTarget) {
  return (
    <li className="flex min-w-0 flex-1">
      <Link
        {...link}
        aria-current={current ? 'page' : undefined}
        className={cn(item, current ? 'text-white' : 'text-neutral-400 hover:text-neutral-100')}
      >
        <span className={cn('relative', current && 'text-brand-400')}>
          {icon}
          {badge && <span className="absolute -top-1.5 left-3.5">{badge}</span>}
        </span>
        <span className="max-w-full truncate">{label}</span>
      </Link>
    </li>
  );
}

type LinkTarget =
  | { to: '/feed'; search: { busca?: undefined; tag?: undefined }; activeOptions: { explicitUndefined: boolean } }
  | { to: '/buscar' }
  | { to: '/messages' }
  | { to: '/notificacoes' }
  | { to: '/dashboard' };

const icon = (Icon: typeof House, on: boolean) => <Icon className="size-6" strokeWidth={on ? 2.5 : 2} aria-hidden />;

/**
 * The member area's navigation on a phone, as in the apps people use every day: fixed at the
 * bottom, above the home indicator (safe area), the current tab marked (`aria-current`), the
 * unread counts on 'Mensagens' and 'Notificações'. It steps aside while the member types, when the
 * keyboard takes the bottom of the screen. From md up the pages' own headers do this job.
 */
export function MemberTabBar() {
  const location = useRouterState({ select: (s) => ({ pathname: s.location.pathname, search: s.location.search }) });
  const me = trpc.members.dashboard.useQuery(undefined, { staleTime: 60_000 });
  const typing = useTyping();
  const current: MemberTab | null = tabOfPath(location.pathname, location.search, me.data?.username);
  const on = (t: MemberTab) => current === t;
  return (
    <nav
      aria-label="Navegação do membro"
      data-tab-bar={typing ? 'hidden' : 'shown'}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-neutral-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-neutral-950/85 md:hidden',
        typing && 'hidden',
      )}
    >
      <ul className="mx-auto flex max-w-lg">
        {/* The router marks a link current by itself; over a search's results (/feed?busca=…) 'Buscar' is, not 'Feed'. */}
        <Tab
          to="/feed"
          search={{ busca: undefined, tag: undefined }}
          activeOptions={{ explicitUndefined: true }}
          current={on('feed')}
          icon={icon(House, on('feed'))}
          label="Feed"
        />
        <Tab to="/buscar" current={on('buscar')} icon={icon(Search, on('buscar'))} label="Buscar" />
        <Tab
          to="/messages"
          current={on('mensagens')}
          icon={icon(MessageCircle, on('mensagens'))}
          label="Mensagens"
          badge={<UnreadMessagesBadge />}
        />
        <Tab
          to="/notificacoes"
          current={on('notificacoes')}
          icon={icon(Bell, on('notificacoes'))}
          label="Notificações"
          badge={<NotificationCountBadge />}
        />
        <Tab to="/dashboard" current={on('perfil')} icon={icon(User, on('perfil'))} label="Perfil" />
      </ul>
    </nav>
  );
}
