import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { ExternalToast, toast as SonnerToast } from 'sonner';

/**
 * Toasts with sonner, loaded on the first toast instead of with every page: most visits
 * never see one, and the landing's JavaScript budget is tight. Same call shapes as sonner's
 * `toast` (message + options, success/error/info/warning/message/loading, dismiss, promise);
 * the id is returned at once. Sonner replays toasts made before its Toaster subscribed.
 */
type Sonner = typeof import('sonner');
type Title = Parameters<typeof SonnerToast>[0];
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message' | 'loading';

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};

function load(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    changed();
  }
  return sonner;
}

const dialogs: HTMLDialogElement[] = [];

/**
 * A modal <dialog> sits in the browser's top layer, over anything a z-index can lift, and makes
 * the rest of the page inert; so while one is open the toasts render inside the newest one.
 * Returns the cleanup for when that dialog closes.
 */
export function hostToasts(dialog: HTMLDialogElement) {
  dialogs.push(dialog);
  changed();
  return () => {
    dialogs.splice(dialogs.indexOf(dialog), 1);
    changed();
  };
}

let seq = 0;
function show(kind: Kind | null, message: Title, data?: ExternalToast): string | number {
  const id = data?.id ?? `toast-${++seq}`;
  void load().then(({ toast: t }) => (kind ? t[kind] : t)(message, { ...data, id }));
  return id;
}

const kind = (k: Kind) => (message: Title, data?: ExternalToast) => show(k, message, data);

export const toast = Object.assign((message: Title, data?: ExternalToast) => show(null, message, data), {
  success: kind('success'),
  error: kind('error'),
  info: kind('info'),
  warning: kind('warning'),
  message: kind('message'),
  loading: kind('loading'),
  dismiss: (id?: string | number) => {
    if (sonner) void sonner.then(({ toast: t }) => t.dismiss(id));
    return id;
  },
  promise: (...args: Parameters<typeof SonnerToast.promise>) => {
    void load().then(({ toast: t }) => t.promise(...args));
  },
});

const LazySonner = lazy(() => load().then((m) => ({ default: m.Toaster })));

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function Toaster() {
  const wanted = useSyncExternalStore(subscribe, () => sonner !== undefined, () => false);
  const dialog = useSyncExternalStore(subscribe, () => dialogs.at(-1), () => undefined);
  if (!wanted) return null;
  const toaster = (
    <Suspense fallback={null}>
      <LazySonner position="top-center" theme="dark" richColors closeButton toastOptions={{ duration: 5000 }} />
    </Suspense>
  );
  return dialog ? createPortal(toaster, dialog) : toaster;
}
