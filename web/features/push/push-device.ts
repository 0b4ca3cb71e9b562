import { PUSH_OFFER_KEY } from '../../lib/push-moment';

/** This browser and pushes: cannot receive them, the member blocked them, or it can (asked or not yet). */
export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

/** The site's service worker registers after the page loads (web/main.tsx); past this it is not coming (dev server, private mode). */
const WORKER_WAIT_MS = 5_000;

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The subscription this browser holds now, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

const fromBase64url = (text: string) => {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
};

/** The subscription's JSON as the server's schema reads it. */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Asks the browser's permission (from a tap: browsers refuse a prompt without one), then subscribes with
 * the site's VAPID key. A refusal is remembered here, so the offer never asks again.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<DeviceSubscription | 'denied' | 'unsupported'> {
  if (pushSupport() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    localStorage.setItem(PUSH_OFFER_KEY, 'denied');
    return 'denied';
  }
  const reg = await registration();
  if (!reg) return 'unsupported';
  const key = fromBase64url(publicKey);
  let sub = await reg.pushManager.getSubscription();
  // A subscription made with another key (the site's keys changed) cannot be used: it is replaced.
  const held = sub?.options.applicationServerKey;
  if (sub && held && !new Uint8Array(held).every((b, i) => b === key[i])) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = sub.toJSON();
  return { endpoint: json.endpoint ?? sub.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** Drops this browser's subscription; answers its endpoint so the server forgets it too. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const sub = await currentSubscription();
  if (!sub) return null;
  await sub.unsubscribe();
  return sub.endpoint;
}
