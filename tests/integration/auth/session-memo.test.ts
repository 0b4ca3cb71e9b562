import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { SESSION_CACHE_MS } from '../../../worker/services/auth/session-cache';
import { makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

describe('the memo of validated sessions', () => {
  it('is never older than SESSION_CACHE_MS, however often the member calls (a change made elsewhere shows)', async () => {
    const member = await makeMember(t.deps, { emailConfirmed: false });
    const me = () => t.caller({ headers: member.headers }).auth.me();
    expect(await me()).toMatchObject({ emailConfirmed: false });
    // Confirmed by another process (no eviction here): this one may answer from its memo for a while…
    await t.deps.db.update(users).set({ emailConfirmedAt: t.clock.now() }).where(eq(users.id, member.userId));
    t.clock.advance(SESSION_CACHE_MS / 2 + 1);
    expect(await me()).toMatchObject({ emailConfirmed: false });
    // …but a hit does not renew the memo: SESSION_CACHE_MS after the read, the database answers.
    t.clock.advance(SESSION_CACHE_MS / 2);
    expect(await me()).toMatchObject({ emailConfirmed: true });
  });
});
