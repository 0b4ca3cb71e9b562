/** Runs `task` after the answer without anyone waiting on it; a failure is logged (name, code, where), never uncaught. */
export type Defer = (task: () => Promise<unknown>) => void;

/** What one request hands over so work can outlive its response: Hono's context (or a cron's ExecutionContext) on both runtimes. */
export interface RequestScope {
  /** The Workers request's ExecutionContext; Hono's getter throws where there is none (Node). */
  readonly executionCtx: { waitUntil(promise: Promise<unknown>): void };
}

/**
 * Work beside a request that the runtime decides how to run: the entries
 * (worker/node/build-deps.ts, worker/cloudflare/build-deps.ts) hand in one of
 * the two implementations, so no route or service sniffs its runtime.
 */
export interface Background {
  /**
   * The `defer` of one request, bound where its context is made (`bindRequest` in
   * adapters/deps.ts): services call `deps.defer(task)` and never see the request.
   */
  forRequest(scope: RequestScope, where?: string): Defer;
  /**
   * Runs `read`, or joins an identical read (same key) already in flight. Only
   * the Node process joins: on Workers a request must only ever wait on its
   * own I/O, so there every call does its own read.
   */
  shared<T>(key: string, read: () => Promise<T>): Promise<T>;
}
