import { Link } from '@tanstack/react-router';
import { Bell, Loader2 } from 'lucide-react';
import { NOTIFICATIONS_SHOWN, type NotificationView } from '../../../worker/contracts/notifications';
import { cn } from '../../components/ui/cn';
import { RelativeTime } from '../../components/ui/relative-time';

/** Who acted: their photo, or their initial; the bell's own icon for what no member did (moderation, a live). */
function SenderAvatar({ from }: { from: NotificationView['fromUser'] }) {
  if (from?.avatarUrl) return <img src={from.avatarUrl} alt="" className="size-9 shrink-0 rounded-full object-cover" />;
  return (
    <span
      aria-hidden
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-neutral-800 font-display font-black uppercase text-brand-400"
    >
      {from ? from.displayName.slice(0, 1) : <Bell className="size-4" />}
    </span>
  );
}

/** The sender's avatar as a link to their profile (the row's button opens what the notification is about). */
function SenderLink({ sender, onOpen }: { sender: NonNullable<NotificationView['fromUser']>; onOpen: () => void }) {
  return (
    <Link
      to="/membro/$username"
      params={{ username: sender.username }}
      onClick={onOpen}
      aria-label={`Ver perfil de ${sender.displayName}`}
      className="ml-4 mt-3 shrink-0 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
    >
      <SenderAvatar from={sender} />
    </Link>
  );
}

/** The bell's panel: loading, error, empty, or the newest groups with who, what, which post and when. */
export function NotificationList({
  loading,
  failed,
  rows,
  onRead,
  onProfile,
}: {
  loading: boolean;
  failed: boolean;
  rows: NotificationView[] | undefined;
  onRead: (n: NotificationView) => void;
  onProfile: (n: NotificationView) => void;
}) {
  if (loading) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-neutral-400">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Carregando notificações…
      </p>
    );
  }
  if (failed)
    return <p className="px-4 py-8 text-center text-sm text-neutral-400">Não foi possível carregar as notificações. Tente novamente.</p>;
  if (!rows?.length) return <p className="px-4 py-8 text-center text-sm text-neutral-400">Nenhuma notificação</p>;
  return (
    <ul aria-label={`As ${NOTIFICATIONS_SHOWN} mais recentes`} className="overflow-y-auto">
      {rows.map((n) => (
        <li key={n.id} className={cn('flex items-start border-b border-white/5 last:border-b-0', !n.isRead && 'bg-neutral-800/40')}>
          {n.fromUser ? (
            <SenderLink sender={n.fromUser} onOpen={() => onProfile(n)} />
          ) : (
            <span className="ml-4 mt-3">
              <SenderAvatar from={null} />
            </span>
          )}
          <button
            type="button"
            onClick={() => onRead(n)}
            className="flex min-w-0 flex-1 items-start gap-3 px-4 py-3 text-left hover:bg-neutral-800 focus-visible:bg-neutral-800 focus-visible:outline-none"
          >
            <span aria-hidden className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.isRead ? 'bg-transparent' : 'bg-brand-400')} />
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-bold">
                {n.title}
                {!n.isRead && <span className="sr-only"> (não lida)</span>}
              </span>
              <span className="block break-words text-sm text-neutral-300">{n.message}</span>
              {n.postExcerpt && <span className="block truncate text-sm italic text-neutral-400">“{n.postExcerpt}”</span>}
              <RelativeTime at={n.createdAt} className="block text-xs text-neutral-400" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
