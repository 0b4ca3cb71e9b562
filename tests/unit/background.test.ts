import { describe, expect, it } from 'vitest';
import { bindRequest, type AppDeps } from '../../worker/adapters/deps';
import { localBackground } from '../../worker/adapters/background/local';
import { deferOutsideRequest, workersBackground } from '../../worker/adapters/background/workers';
import { silentLogger } from '../../worker/lib/logger';

const noScope = {
  get executionCtx(): never {
    throw new Error('no ExecutionContext on Node');
  },
};

describe('localBackground (Node)', () => {
  it('runs deferred work after the caller returns, without the request context, and idle() waits for it', async () => {
    const bg = localBackground(silentLogger);
    const done: string[] = [];
    let finish!: () => void;
    const slowWork = new Promise<void>((r) => (finish = r));
    const defer = bg.forRequest(noScope);
    defer(async () => {
      await slowWork;
      done.push('refresh');
    });
    bg.defer(() => Promise.reject(new Error('logged, not thrown')));
    expect(done).toEqual([]);
    let idle = false;
    const idled = bg.idle().then(() => (idle = true));
    // Everything already queued has run its turns: only the work still waiting holds idle() back.
    await new Promise((r) => setImmediate(r));
    expect(idle).toBe(false);
    finish();
    await idled;
    expect(done).toEqual(['refresh']);
  });

  it('lets concurrent identical reads share one, and reads again once it settled', async () => {
    const bg = localBackground(silentLogger);
    let reads = 0;
    const read = async () => ++reads;
    expect(await Promise.all([bg.shared('k', read), bg.shared('k', read)])).toEqual([1, 1]);
    expect(await bg.shared('k', read)).toBe(2);
  });
});

describe('workersBackground', () => {
  it('hands deferred work to the request’s own waitUntil and never shares a read', async () => {
    const bg = workersBackground(silentLogger);
    const handed: Promise<unknown>[] = [];
    bg.forRequest({ executionCtx: { waitUntil: (p) => void handed.push(p) } })(async () => 'ok');
    expect(handed).toHaveLength(1);
    await Promise.all(handed);
    let reads = 0;
    const read = async () => ++reads;
    expect((await Promise.all([bg.shared('k', read), bg.shared('k', read)])).sort()).toEqual([1, 2]);
  });

  it('bindRequest gives each request a `defer` that reaches that request’s waitUntil, and no other', () => {
    const deps = { background: workersBackground(silentLogger), defer: deferOutsideRequest } as unknown as AppDeps;
    const first: Promise<unknown>[] = [];
    const second: Promise<unknown>[] = [];
    const a = bindRequest(deps, { executionCtx: { waitUntil: (p) => void first.push(p) } });
    const b = bindRequest(deps, { executionCtx: { waitUntil: (p) => void second.push(p) } });
    a.defer(async () => 'a');
    b.defer(async () => 'b');
    b.defer(async () => 'b again');
    expect([first.length, second.length]).toEqual([1, 2]);
    // The isolate's deps, never bound to a request, refuse rather than lose the work.
    expect(() => deps.defer(async () => 'lost')).toThrow(/outside a request/);
  });
});
