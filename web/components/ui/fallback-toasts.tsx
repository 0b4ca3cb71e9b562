import { X } from '../icons/landing-icons';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { ExternalToast, toast as SonnerToast } from 'sonner';
import { cn } from './cn';

/**
 * The toasts shown when sonner's chunk could not be loaded (the connection dropped before the
 * first toast): the same texts, a close button, gone after the same 5 s. Plain and small on
 * purpose: it ships with every page.
 */
export type FallbackKind = 'success' | 'error' | 'info' | 'warning' | 'message' | 'loading';
type Title = Parameters<typeof SonnerToast>[0];

interface Item {
  id: string | number;
  kind: FallbackKind;
  message: Title;
  data?: ExternalToast;
}

let items: Item[] = [];
const listeners = new Set<() => void>();
const set = (next: Item[]) => {
  items = next;
  for (const l of listeners) l();
};

export const fallbackToasts = {
  add: (item: Item) => set([...items.filter((i) => i.id !== item.id), item].slice(-3)),
  dismiss: (id?: string | number) => set(id === undefined ? [] : items.filter((i) => i.id !== id)),
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const TONE: Record<FallbackKind, string> = {
  error: 'border-red-500/60 bg-red-950 text-red-100',
  success: 'border-emerald-500/60 bg-emerald-950 text-emerald-100',
  warning: 'border-amber-500/60 bg-amber-950 text-amber-100',
  info: 'border-sky-500/60 bg-sky-950 text-sky-100',
  message: 'border-neutral-700 bg-neutral-900 text-neutral-100',
  loading: 'border-neutral-700 bg-neutral-900 text-neutral-100',
};

const text = (t: Title | ExternalToast['description']): ReactNode => (typeof t === 'function' ? t() : t);

export function FallbackToasts({ phone, labels }: { phone: boolean; labels: { region: string; close: string } }) {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  if (list.length === 0) return null;
  return (
    <section
      aria-label={labels.region}
      className={cn(
        'fixed z-[999999] flex flex-col gap-2',
        'bottom-[calc(var(--toast-lift,0px)+4dvh+8px)]',
        phone ? 'inset-x-4' : 'right-6 w-[356px]',
      )}
    >
      {list.map((item) => (
        <FallbackToast key={item.id} item={item} closeLabel={labels.close} />
      ))}
    </section>
  );
}

function FallbackToast({ item, closeLabel }: { item: Item; closeLabel: string }) {
  const { id, kind, message, data } = item;
  const duration = data?.duration ?? 5000;
  useEffect(() => {
    if (!Number.isFinite(duration)) return;
    const timer = setTimeout(() => fallbackToasts.dismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration]);
  const action = data?.action && typeof data.action === 'object' && 'label' in data.action ? data.action : null;
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-fallback-toast=""
      className={cn('flex items-start gap-3 rounded-lg border p-4 text-sm shadow-xl', TONE[kind])}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{text(message)}</p>
        {data?.description && <p className="mt-1 opacity-80">{text(data.description)}</p>}
      </div>
      {action && (
        <button
          type="button"
          className="shrink-0 rounded-md bg-white px-2 py-1 text-xs font-bold text-neutral-950"
          onClick={(e) => {
            action.onClick(e);
            fallbackToasts.dismiss(id);
          }}
        >
          {action.label}
        </button>
      )}
      <button
        type="button"
        aria-label={closeLabel}
        className="-m-1 shrink-0 rounded-full p-1 opacity-70 hover:opacity-100"
        onClick={() => fallbackToasts.dismiss(id)}
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
