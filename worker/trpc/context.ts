import type { RequestScope } from '../adapters/background/port';
import type { AppDeps } from '../adapters/deps';

export interface RequestInfo {
  /** Client IP as seen by the entry (CF-Connecting-IP on Workers, the socket on Node). */
  ip: string;
  requestId: string;
  headers: Headers;
  /** Origin of the site as the browser sees it, e.g. https://mito.com.br */
  origin: string;
}

export interface Context {
  deps: AppDeps;
  req: RequestInfo;
  /** Headers added to the HTTP response (cookies, cache control). */
  resHeaders: Headers;
  /** What `deps.background.defer` needs to run work after the response (publishes after a commit). */
  scope: RequestScope;
}

/** The context without HTTP: what integration tests hand to `createCaller`. */
export function createInnerContext(deps: AppDeps, req: Partial<RequestInfo> = {}): Context {
  return {
    deps,
    req: {
      ip: req.ip ?? '127.0.0.1',
      requestId: req.requestId ?? 'test',
      headers: req.headers ?? new Headers(),
      origin: req.origin ?? 'http://localhost:3000',
    },
    resHeaders: new Headers(),
    // No request outside HTTP: the Node background (what tests build) never reads it.
    scope: {
      get executionCtx(): never {
        throw new Error('no execution context outside a request');
      },
    },
  };
}
