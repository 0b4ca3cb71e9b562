import { describe, expect, it } from 'vitest';
import { workersBackground } from '../../worker/adapters/background/workers';
import { ablyRealtime } from '../../worker/adapters/realtime/ably';
import type { Logger } from '../../worker/lib/logger';

/**
 * Ably unreachable under workerd: a publish after a commit fails as one RealtimeFailure with a code, and
 * the request's deferred task logs it with where it came from; what waitUntil holds always resolves, so
 * the failure never escapes the task. (workerd itself prints "uncaught exception … Network connection
 * lost" for any failed outbound fetch, even one awaited and caught: a plain `fetch` to a closed port shows
 * the same line, so that line is the runtime's, not an unhandled rejection of ours.)
 */
describe('realtime failures on Workers', () => {
  it('a failed publish is logged with its code and procedure, and never uncaught', async () => {
    const logs: Array<{ msg: string; fields?: Record<string, unknown> }> = [];
    const logger: Logger = { info: () => {}, warn: () => {}, error: (msg, fields) => logs.push({ msg, fields }) };
    // Port 9 (discard) on loopback: nothing answers there.
    const unreachable = ablyRealtime('appLocal.keyLocal:secret', { endpoint: '127.0.0.1', port: 9, tls: false });
    const waited: Promise<unknown>[] = [];
    const defer = workersBackground(logger).forRequest({ executionCtx: { waitUntil: (p) => void waited.push(p) } }, '/trpc/messages.send');
    defer(() => unreachable.publish('conversation:c1', 'message', { id: 1 }));
    defer(() => {
      throw new Error('thrown at once');
    });
    // Resolves, never rejects: each task's failure was caught and logged.
    await expect(Promise.all(waited)).resolves.toBeDefined();
    expect(logs).toEqual([
      { msg: 'background task failed', fields: { where: '/trpc/messages.send', name: 'Error' } },
      {
        msg: 'background task failed',
        fields: { where: '/trpc/messages.send', name: 'RealtimeFailure', code: expect.stringMatching(/^REALTIME_PUBLISH_FAILED/) },
      },
    ]);
  });
});
