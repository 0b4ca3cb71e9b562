/*
 * 'Ativar notificações' is offered after something the member would want answered (a first message,
 * comment or follow), never on arrival. Features call `meaningfulMoment()`; the member layout
 * listens and loads the offer only then. Free of React and tRPC so any feature may call it.
 */
const listeners = new Set<() => void>();

/** Where the member's answer to the offer is kept in this browser ('dismissed' or 'denied'): never asked again. */
export const PUSH_OFFER_KEY = 'mito:push-offer';

export function meaningfulMoment() {
  for (const l of listeners) l();
}

export function onMeaningfulMoment(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the offer may show: the browser can push, has not been asked, and the member did not say no here. */
export function mayOfferPush(): boolean {
  try {
    return (
      'serviceWorker' in navigator &&
      'PushManager' in window &&
      'Notification' in window &&
      Notification.permission === 'default' &&
      !localStorage.getItem(PUSH_OFFER_KEY)
    );
  } catch {
    return false;
  }
}
