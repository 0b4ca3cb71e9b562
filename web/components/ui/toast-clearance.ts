/**
 * Toasts sit at the bottom of the screen, `--toast-lift` above their usual place. What must stay
 * tappable under them (a chat's input, a dialog's buttons) lifts them: `--toast-lift` on `host`
 * becomes the height from that element's top to the bottom of the screen, kept up to date as the
 * element or the screen changes size (the phone's keyboard opening). Returns the cleanup.
 */
export function keepToastsAbove(target: () => HTMLElement | null | undefined, host: HTMLElement = document.documentElement) {
  const measure = () => {
    const el = target();
    if (!el) return host.style.removeProperty('--toast-lift');
    const screen = window.visualViewport?.height ?? window.innerHeight;
    const rect = el.getBoundingClientRect();
    // Only what reaches the bottom band where toasts appear needs them lifted; a centred short dialog does not.
    const band = screen * 0.04 + 8 + TOAST_BAND;
    const lift = rect.bottom > screen - band ? Math.max(0, Math.ceil(screen - rect.top - screen * 0.04)) : 0;
    host.style.setProperty('--toast-lift', `${lift}px`);
  };
  measure();
  // The element can move without changing size while the page settles around it (a full-screen chat
  // taking its final height): measure again once it has.
  const settle = [window.setTimeout(measure, 50), window.setTimeout(measure, 400)];
  const observer = new ResizeObserver(measure);
  const el = target();
  if (el) observer.observe(el);
  observer.observe(host);
  window.addEventListener('resize', measure);
  window.visualViewport?.addEventListener('resize', measure);
  host.addEventListener('scroll', measure, true);
  return () => {
    settle.forEach((t) => window.clearTimeout(t));
    observer.disconnect();
    host.removeEventListener('scroll', measure, true);
    window.removeEventListener('resize', measure);
    window.visualViewport?.removeEventListener('resize', measure);
    host.style.removeProperty('--toast-lift');
  };
}

/** About one toast's height: the bottom band they take on the screen. */
const TOAST_BAND = 96;

/** A dialog's buttons that toasts must not cover: its sticky action bar, or else its lowest button on screen. */
export function dialogActions(dialog: HTMLDialogElement): HTMLElement | undefined {
  const bar = dialog.querySelector<HTMLElement>('[data-dialog-actions]');
  if (bar) return bar;
  const screen = window.innerHeight;
  let lowest: HTMLElement | undefined;
  for (const b of dialog.querySelectorAll<HTMLElement>('button')) {
    const r = b.getBoundingClientRect();
    if (r.height > 0 && r.bottom <= screen && (!lowest || r.bottom > lowest.getBoundingClientRect().bottom)) lowest = b;
  }
  return lowest;
}
