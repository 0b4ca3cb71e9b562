import { NotificationList } from './notification-list';
import { useNotificationActions } from './use-notification-actions';

/**
 * /notificacoes: the phone's 'Notificações' tab, a screen of its own (Back leaves it) with what the
 * desktop bell's panel lists: the 20 newest, each opening what it is about, and 'Marcar todas como lidas'.
 */
export function NotificationsPage() {
  const { count, list, read, follow, markAll } = useNotificationActions({ listed: true });
  return (
    <section aria-labelledby="notificacoes-titulo" className="mx-auto flex w-full max-w-2xl flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-white/10 px-4 py-3">
        <h1 id="notificacoes-titulo" className="font-display text-lg font-black uppercase">
          Notificações
        </h1>
        <button
          type="button"
          onClick={() => markAll.mutate()}
          disabled={count === 0 || markAll.isPending}
          className="min-h-11 rounded-lg px-2 text-sm font-bold text-brand-400 hover:bg-neutral-800 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-neutral-400"
        >
          Marcar todas como lidas
        </button>
      </div>
      <NotificationList loading={list.isPending} failed={list.isError} rows={list.data} onRead={follow} onProfile={read} />
    </section>
  );
}
