import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/entry.workers';

afterEach(() => vi.restoreAllMocks());

describe('the cron trigger (wrangler.toml [triggers])', () => {
  it('runs the raffle housekeeping and the data retention inside workerd over the Turso client and logs counts only', async () => {
    const log = vi.spyOn(console, 'log');
    const errors = vi.spyOn(console, 'error');
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: '17 * * * *' }),
      env as Parameters<typeof worker.scheduled>[1],
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const lines = log.mock.calls.map((c) => JSON.parse(String(c[0])) as { msg: string; raffle?: unknown; retention?: unknown });
    // The test database's poll is still open: nothing to redraw or purge, and nothing failed.
    // The retention steps ran (each has a count; numbers only, never a value).
    const done = lines.find((l) => l.msg === 'housekeeping');
    expect(done).toMatchObject({ raffle: { round: null, purged: 0 }, retentionDone: true });
    expect(Object.keys(done!.retention as object).sort()).toEqual([
      'artistSessions',
      'auditSearches',
      'emailTokens',
      'erasedVoteHashes',
      'sessions',
      'unpaidOrders',
    ]);
    expect(Object.values(done!.retention as object).every((n) => typeof n === 'number')).toBe(true);
    expect(errors.mock.calls.map((c) => String(c[0]))).not.toContainEqual(expect.stringContaining('housekeeping failed'));
  });

  it('every minute runs the lives announcement and a chunk of the search backfill, inside workerd over the Turso client, and logs counts', async () => {
    const log = vi.spyOn(console, 'log');
    const errors = vi.spyOn(console, 'error');
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }),
      env as Parameters<typeof worker.scheduled>[1],
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const lines = log.mock.calls.map((c) => JSON.parse(String(c[0])) as { msg: string; announced?: unknown });
    expect(lines.find((l) => l.msg === 'lives')).toMatchObject({ announced: 0 });
    expect(lines.find((l) => l.msg === 'search backfill')).toMatchObject({
      posts: expect.any(Number),
      members: expect.any(Number),
      done: expect.any(Boolean),
    });
    expect(lines.find((l) => l.msg === 'housekeeping')).toBeUndefined();
    expect(errors.mock.calls.map((c) => String(c[0]))).not.toContainEqual(expect.stringContaining('failed'));
  });
});
