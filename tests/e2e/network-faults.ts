import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';

const DIST_DIR = process.env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname;

/** The built chunk that holds sonner (its file name is a content hash). */
export function sonnerChunk(): string {
  const dir = join(DIST_DIR, 'assets');
  const file = readdirSync(dir).find((f) => f.endsWith('.js') && readFileSync(join(dir, f), 'utf8').includes('data-sonner-toaster'));
  if (!file) throw new Error('sonner chunk not found in web/dist/assets');
  return `/assets/${file}`;
}

/** How a bad mobile connection or a broken proxy answers. */
export type Fault = 'abort' | 'proxy-502' | 'html-200' | 'json-500' | 'hang';

const HTML_502 =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

export async function answerWith(route: Route, fault: Fault) {
  switch (fault) {
    case 'abort':
      return route.abort('internetdisconnected');
    case 'proxy-502':
      return route.fulfill({ status: 502, contentType: 'text/html', body: HTML_502 });
    case 'html-200':
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Wi-Fi</title><p>Faça login na rede</p>' });
    case 'json-500':
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' });
    case 'hang':
      return; // never answered: the page's own timeout has to give up
  }
}

/** Every request to a tRPC procedure (batched or not) fails the given way until `stop` is called. */
export async function breakProcedure(page: Page, procedure: string, fault: Fault) {
  let hits = 0;
  const matcher = (url: URL) => url.pathname.startsWith('/trpc/') && url.pathname.slice(6).split(',').includes(procedure);
  const handler = (route: Route) => {
    hits++;
    return answerWith(route, fault);
  };
  await page.route(matcher, handler);
  return { hits: () => hits, stop: () => page.unroute(matcher, handler) };
}

/** A toast (sonner's, or the built-in one shown when sonner's chunk could not load) with this text. */
export const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast], [data-fallback-toast]', { hasText: text });

/** Library texts in English, and the error page that replaced everything: never shown in these states. */
export const NEVER_SHOWN =
  /Unable to transform|Failed to fetch|dynamically imported|NetworkError|Bad Gateway|Internal Server Error|Notifications|Close toast|Algo deu errado/i;

/** All the text and accessible labels on the page, to look for English leaks. */
export async function visibleTextAndLabels(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
    return `${document.body.innerText}\n${labels.join('\n')}`;
  });
}

type Box = { x: number; y: number; width: number; height: number };
export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * For checks that something did NOT happen (a redirect, a second toast): `settled()` resolves once
 * no request of the page is in flight and none started while the page rendered two more frames,
 * so whatever the last answer set off has had its turn. Call it on a page before the step.
 */
export function watchRequests(page: Page) {
  let started = 0;
  let inFlight = 0;
  page.on('request', () => (started++, inFlight++));
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  const twoFrames = () => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  return {
    settled: () =>
      expect
        .poll(async () => {
          const before = started;
          await twoFrames();
          return inFlight === 0 && started === before;
        })
        .toBe(true),
  };
}
