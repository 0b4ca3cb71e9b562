import type { ExternalToast } from 'sonner';
import { toast } from './toaster';

/** Toasts that arrive within this long of each other are "together": one toast says how many. */
const TOGETHER_MS = 4_000;
const GROUP_ID = 'toast-group';

let recent: { id: string; at: number }[] = [];
/** The one toast of the burst on screen: the first one's id, then GROUP_ID. */
let shown: string | null = null;

export interface GroupedToast {
  /** The same id again (an update of the same news) replaces its toast instead of adding one. */
  id: string;
  title: string;
  description?: string;
  action?: ExternalToast['action'];
}

/**
 * A toast that joins others arriving with it: the first shows as itself; a second within a few
 * seconds replaces them with one toast (`together(2)`: '2 novas notificações') naming the newest,
 * and each further one updates that count. A burst never stacks a column of toasts over the page.
 */
export function groupedToast(item: GroupedToast, together: (n: number) => string) {
  const now = Date.now();
  recent = recent.filter((r) => now - r.at < TOGETHER_MS);
  const again = recent.find((r) => r.id === item.id);
  if (again) again.at = now;
  else recent.push({ id: item.id, at: now });
  // The burst's toast closed (by its X, its action or its time): the next one starts afresh.
  // A first toast folded into the group is closed too, but by then the group is what is shown.
  const gone = (id: string) => () => {
    if (shown !== id) return;
    shown = null;
    recent = [];
  };
  if (recent.length === 1) {
    shown = item.id;
    toast(item.title, {
      id: item.id,
      description: item.description,
      action: item.action,
      onDismiss: gone(item.id),
      onAutoClose: gone(item.id),
    });
    return;
  }
  shown = GROUP_ID;
  for (const r of recent) toast.dismiss(r.id);
  toast(together(recent.length), {
    id: GROUP_ID,
    description: item.description ? `${item.title}: ${item.description}` : item.title,
    action: item.action,
    onDismiss: gone(GROUP_ID),
    onAutoClose: gone(GROUP_ID),
  });
}
