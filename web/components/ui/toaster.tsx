import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { ExternalToast, toast as SonnerToast } from 'sonner';
import { showErrorsWith } from '../../lib/error-sink';
import { FallbackToasts, fallbackToasts, type FallbackKind } from './fallback-toasts';
import { dialogActions, keepToastsAbove } from './toast-clearance';

/**
 * Toasts with sonner, loaded on the first toast (or the first dialog) instead of with every
 * page: most visits never see one, and the landing's JavaScript budget is tight. Same call
 * shapes as sonner's `toast` (message + options, success/error/info/warning/message/loading,
 * dismiss, promise); the id is returned at once. Sonner replays toasts made before its Toaster
 * subscribed.
 *
 * The toasts that matter most are the ones about a lost connection, which is exactly when the
 * sonner chunk can fail to load. Then the toast is shown by a small built-in list instead (in
 * the main bundle), the page never breaks, and the next toast tries sonner again.
 */
type Sonner = typeof import('sonner');
type Title = Parameters<typeof SonnerToast>[0];
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message' | 'loading';

let sonner: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};

function load(): Promise<Sonner> {
  sonner ??= import('sonner').then(
    (m) => {
      loaded = m;
      changed();
      return m;
    },
    (e: unknown) => {
      sonner = undefined;
      throw e;
    },
  );
  return sonner;
}

/** Fetches sonner ahead of need (a form that may fail is on screen, the network still works). */
function preloadToasts() {
  load().catch(() => undefined);
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
  preloadToasts();
  const unlift = keepToastsAbove(() => dialogActions(dialog), dialog);
  return () => {
    unlift();
    dialogs.splice(dialogs.indexOf(dialog), 1);
    changed();
  };
}

let seq = 0;
function show(kind: Kind | null, message: Title, data?: ExternalToast): string | number {
  const id = data?.id ?? `toast-${++seq}`;
  load().then(
    ({ toast: t }) => (kind ? t[kind] : t)(message, { ...data, id }),
    () => fallbackToasts.add({ id, kind: (kind ?? 'message') as FallbackKind, message, data }),
  );
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
  /** Without an id: every toast, e.g. when the fan moves to another page. */
  dismiss: (id?: string | number) => {
    // Still loading: after the toasts already asked for (same promise, so in order), not before them.
    if (loaded) loaded.toast.dismiss(id);
    else
      sonner?.then(
        (m) => m.toast.dismiss(id),
        () => undefined,
      );
    fallbackToasts.dismiss(id);
    return id;
  },
  promise: (...args: Parameters<typeof SonnerToast.promise>) => {
    load().then(
      ({ toast: t }) => t.promise(...args),
      () => undefined,
    );
  },
});

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * Toasts at the bottom, clear of a dialog's title and close button at the top, and lifted over
 * what must stay tappable: a dialog's buttons, a chat's input (`--toast-lift`, toast-clearance.ts and
 * app.css). 4dvh is a full-height dialog's margin.
 */
const BOTTOM = 'calc(var(--toast-lift, 0px) + 4dvh + 8px)';
const PHONE = '(max-width: 639px)';
const subscribeWidth = (l: () => void) => {
  const mq = matchMedia(PHONE);
  mq.addEventListener('change', l);
  return () => mq.removeEventListener('change', l);
};
/** Below Tailwind's `sm`, where the toasts span the bottom of the screen. */
export const isPhone = () => matchMedia(PHONE).matches;

/** Screen-reader texts of the toasts, in Portuguese. */
const TOAST_LABELS = { region: 'Notificações', close: 'Fechar aviso' } as const;

export function Toaster() {
  const mod = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  const dialog = useSyncExternalStore(
    subscribe,
    () => dialogs.at(-1),
    () => undefined,
  );
  const phone = useSyncExternalStore(subscribeWidth, isPhone, () => false);
  // The query client's failed calls (lib/error-pipe.ts) are shown here, except those the form says beside its button: one error, not two.
  useEffect(
    () =>
      showErrorsWith((m) => {
        if (!m.inline) toast.error(m.title, { id: m.id, description: m.description });
      }),
    [],
  );
  // Desktop: bottom right, beside a centred dialog rather than over its header.
  const position = phone ? 'bottom-center' : 'bottom-right';
  const offset = { bottom: BOTTOM, right: 24, left: 24 };
  const mobileOffset = { bottom: BOTTOM, right: 16, left: 16 };
  const toaster = (
    <>
      {mod && (
        <mod.Toaster
          position={position}
          offset={offset}
          mobileOffset={mobileOffset}
          theme="dark"
          richColors
          closeButton
          // A phone's screen holds two without covering a dialog's fields (the rest wait their turn).
          visibleToasts={phone ? 2 : 3}
          customAriaLabel={TOAST_LABELS.region}
          toastOptions={{ duration: 5000, closeButtonAriaLabel: TOAST_LABELS.close }}
        />
      )}
      <FallbackToasts phone={phone} labels={TOAST_LABELS} />
    </>
  );
  return dialog ? createPortal(toaster, dialog) : toaster;
}
