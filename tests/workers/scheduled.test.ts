import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/entry.workers';

afterEach(() => vi.restoreAllMocks());

describe('the cron trigger (wrangler.toml [triggers])', () => {
  it('runs the raffle housekeeping inside workerd over the Turso client and logs its outcome', async () => {
    const log = vi.spyOn(console, 'log');
    const errors = vi.spyOn(console, 'error');
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '17 * * * *' }), env as Parameters<typeof worker.scheduled>[1], ctx);
    await waitOnExecutionContext(ctx);
    const lines = log.mock.calls.map((c) => JSON.parse(String(c[0])) as { msg: string; round?: unknown; purged?: unknown });
    // The test database's poll is still open: nothing to redraw or purge, and nothing failed.
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'raffle housekeeping', round: null, purged: 0 }));
    expect(errors.mock.calls.map((c) => String(c[0]))).not.toContainEqual(expect.stringContaining('raffle housekeeping failed'));
  });
});
