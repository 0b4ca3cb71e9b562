/** What a plain route hands over so work can outlive its response: Hono's context on both runtimes. */
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
  /** Runs `task` after the response without anyone waiting on it; failures are logged by name. */
  defer(scope: RequestScope, task: () => Promise<unknown>): void;
  /**
   * Runs `read`, or joins an identical read (same key) already in flight. Only
   * the Node process joins: on Workers a request must only ever wait on its
   * own I/O, so there every call does its own read.
   */
  shared<T>(key: string, read: () => Promise<T>): Promise<T>;
}
