/**
 * A prerendered page shows its buttons before React owns them: the page's chunk may still be on
 * its way, and React hydrates the route's content in a later pass than the root. A tap in that
 * moment would do nothing. So a tap on a button React does not own yet is held (the last one),
 * and replayed on the same button as soon as React owns it. Links are left alone: they work
 * without React.
 *
 * "Owns it": React keeps each hydrated element's props under a `__reactProps$…` key, the only
 * sign on the element itself that its handlers are attached (React 16 to 19 alike).
 */
const owned = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

const POLL_MS = 25;
const GIVE_UP_MS = 15_000;

export function holdEarlyTaps(root: HTMLElement): void {
  let held: HTMLButtonElement | null = null;
  let since = 0;

  const replayWhenOwned = () => {
    const button = held;
    if (!button || !button.isConnected || Date.now() - since > GIVE_UP_MS) return void (held = null);
    if (!owned(button)) return void setTimeout(replayWhenOwned, POLL_MS);
    held = null;
    if (!button.disabled) button.click();
  };

  // Capture, on the root, ahead of React's own listeners there.
  root.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element | null)?.closest?.('button');
      if (!button || button.disabled || owned(button)) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      const waiting = held !== null;
      held = button;
      since = Date.now();
      if (!waiting) replayWhenOwned();
    },
    true,
  );
}
