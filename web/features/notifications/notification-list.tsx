import { Bell, Loader2 } from 'lucide-react';
import { NOTIFICATIONS_SHOWN, type NotificationView } from '../../../worker/contracts/notifications';
import { cn } from '../../components/ui/cn';
import { RelativeTime } from '../../components/ui/relative-time';

/** Who acted: their photo, or their initial; the bell's own icon for what no member did (moderation, a live). */
function SenderAvatar({ from }: { from: NotificationView['fromUser'] }) {
  if (from?.avatarUrl) return <img src={from.avatarUrl} alt="" className="size-9 shrink-0 rounded-full object-cover" />;
  return (
    <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-neutral-800 font-display font-black uppercase text-brand-400">
      {from ? from.displayName.slice(0, 1) : <Bell className="size-4" />}
    </span>
  );
}

/** The bell's panel: loading, error, empty, or the newest groups with who, what, which post and when. */
export function NotificationList({ loading, failed, rows, onRead }: { loading: boolean; failed: boolean; rows: NotificationView[] | undefined; onRead: (n: NotificationView) => void }) {
  if (loading) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-neutral-400">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Carregando notificações…
      </p>
    );
  }
  if (failed) return <p className="px-4 py-8 text-center text-sm text-neutral-400">Não foi possível carregar as notificações. Tente novamente.</p>;
  if (!rows?.length) return <p className="px-4 py-8 text-center text-sm text-neutral-400">Nenhuma notificação</p>;
  return (
    <ul aria-label={`As ${NOTIFICATIONS_SHOWN} mais recentes`} className="overflow-y-auto">
      {rows.map((n) => (
        <li key={n.id} className="border-b border-white/5 last:border-b-0">
          <button
            type="button"
            onClick={() => onRead(n)}
            className={cn('flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-neutral-800 focus-visible:bg-neutral-800 focus-visible:outline-none', !n.isRead && 'bg-neutral-800/40')}
          >
            <span aria-hidden className={cn('mt-3.5 size-2 shrink-0 rounded-full', n.isRead ? 'bg-transparent' : 'bg-brand-400')} />
            <SenderAvatar from={n.fromUser} />
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
