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
  /** This request's deps: `defer` is bound to it where the context is made (app.ts). */
  deps: AppDeps;
  req: RequestInfo;
  /** Headers added to the HTTP response (cookies, cache control). */
  resHeaders: Headers;
}

/** The context without HTTP: what integration tests hand to `createCaller` (the Node deps' `defer` needs no request). */
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
  };
}
