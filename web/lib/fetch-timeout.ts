/**
 * A phone on a weak mobile network can keep a request open for minutes without an answer.
 * Every call of the site gives up after this, so the screen shows its Portuguese error and the
 * person can try again instead of watching a spinner.
 */
const CALL_TIMEOUT_MS = 15_000;

/**
 * `fetch` that aborts after `ms` as well as on the caller's own signal. A plain timer (not
 * `AbortSignal.timeout`) so tests can move the page's clock forward instead of waiting.
 */
export function fetchWithTimeout(input: RequestInfo | URL, init: RequestInit = {}, ms = CALL_TIMEOUT_MS): Promise<Response> {
  const controller = new AbortController();
  const outer = init.signal;
  const abort = () => controller.abort(outer?.reason);
  if (outer?.aborted) abort();
  else outer?.addEventListener('abort', abort, { once: true });
  // Not cleared when the headers arrive: a body that stalls halfway is cut too. Aborting a
  // request that has already been read does nothing.
  setTimeout(() => controller.abort(new DOMException('A resposta demorou demais.', 'TimeoutError')), ms);
  return fetch(input, { ...init, signal: controller.signal });
}
