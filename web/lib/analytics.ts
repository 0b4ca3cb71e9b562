import * as PATHS from '../../worker/contracts/paths';

/**
 * First-party analytics (page views and the offer's funnel). Events are queued and sent in batches
 * with sendBeacon to PATHS.analytics; UTM parameters live in sessionStorage under
 * `utm_params` and ride along on the offer events. No third-party script.
 */
/** `purchase` is recorded by the server when the payment is confirmed, never sent from here. */
export type AnalyticsEventName = 'page_view' | 'begin_checkout' | 'login' | 'sign_up' | 'view_club_offer' | 'click_buy_tshirt_club';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
const UTM_STORAGE = 'utm_params';
const VISITOR_STORAGE = 'mito_visitor';
const WITH_UTM: AnalyticsEventName[] = ['view_club_offer', 'click_buy_tshirt_club'];

interface QueuedEvent {
  name: AnalyticsEventName;
  path: string;
  props?: Record<string, unknown>;
  utm?: Record<string, string>;
}

let queue: QueuedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Keeps the UTM parameters of the landing URL for the rest of the visit. */
export function captureUtm(search = window.location.search) {
  const params = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const k of UTM_KEYS) {
    const v = params.get(k);
    if (v) found[k] = v.slice(0, 100);
  }
  if (Object.keys(found).length > 0) sessionStorage.setItem(UTM_STORAGE, JSON.stringify(found));
}

function readUtm(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(UTM_STORAGE) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

function visitorId(): string {
  let id = localStorage.getItem(VISITOR_STORAGE);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(VISITOR_STORAGE, id);
  }
  return id;
}

function flush() {
  timer = undefined;
  if (queue.length === 0) return;
  const body = JSON.stringify({ visitorId: visitorId(), events: queue.slice(0, 20) });
  queue = queue.slice(20);
  const blob = new Blob([body], { type: 'application/json' });
  if (!navigator.sendBeacon?.(PATHS.analytics, blob)) {
    void fetch(PATHS.analytics, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => {});
  }
  if (queue.length > 0) timer = setTimeout(flush, 0);
}

export function track(name: AnalyticsEventName, props?: Record<string, unknown>) {
  try {
    const event: QueuedEvent = { name, path: window.location.pathname, props };
    if (WITH_UTM.includes(name)) event.utm = readUtm();
    queue.push(event);
    timer ??= setTimeout(flush, 1000);
  } catch {
    // Analytics never breaks the page.
  }
}

if (typeof window !== 'undefined') {
  addEventListener('pagehide', flush);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
