/*
 * Which push endpoints the server will call. In production only `https` on the browsers' own push
 * services, so a subscription cannot make the server fetch an arbitrary address. Outside
 * production, `http://127.0.0.1` too: a local push-service stand-in receives and decrypts in tests.
 */
const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet
  'updates.push.services.mozilla.com', // Firefox
  'web.push.apple.com', // Safari (macOS, iOS home-screen apps)
];
const KNOWN_PUSH_SUFFIXES = ['.notify.windows.com', '.push.apple.com'];

export function pushEndpointAllowed(endpoint: string, appEnv: 'development' | 'test' | 'production'): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:' && (url.port === '' || url.port === '443')) {
    const host = url.hostname.toLowerCase();
    if (KNOWN_PUSH_HOSTS.includes(host) || KNOWN_PUSH_SUFFIXES.some((s) => host.endsWith(s))) return true;
  }
  return appEnv !== 'production' && url.protocol === 'http:' && url.hostname === '127.0.0.1';
}
