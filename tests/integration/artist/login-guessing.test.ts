import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { ARTIST_LOGIN_GLOBAL_RULE, ARTIST_LOGIN_RULE } from '../../../worker/services/artist/authenticate-artist';
import { cookieHeaders, deviceCookieFrom } from '../../factories/accounts';
import { makeArtistSession } from '../../factories/sessions';
import { createTestDeps, type TestDeps } from '../../setup/test-deps';
import { TEST_ARTIST_PASSWORD } from '../../setup/test-config';

/** Each case its own database: the global budget is one per site. */
async function withSite(run: (t: TestDeps) => Promise<void>) {
  const t = await createTestDeps();
  try {
    await run(t);
  } finally {
    t.cleanup();
  }
}

/** Six addresses, each guessing up to its own budget: what a script rotating addresses sends. */
async function guessFromSixAddresses(t: TestDeps) {
  const answers: string[] = [];
  for (let a = 1; a <= 6; a++) {
    for (let i = 0; i < ARTIST_LOGIN_RULE.max; i++) {
      const caller = t.caller({ ip: `192.0.2.${a}` });
      const e = await caller.artist
        .login({ password: `chute-${a}-${i}`, consent: true })
        .catch((err: unknown) => err as { code: string; message: string });
      answers.push(e && 'code' in e ? e.code : 'OK');
      if (e && 'code' in e && e.code === 'TOO_MANY_REQUESTS') {
        expect(e.message).toBe('Muitas tentativas de login. Aguarde 60 minutos e tente novamente.');
        expect(caller.ctx.resHeaders.get('retry-after')).toBe(String(ARTIST_LOGIN_GLOBAL_RULE.windowSeconds));
      }
    }
  }
  return answers;
}

describe('the panel password cannot be guessed from many addresses', () => {
  it('30 guesses from 6 addresses: 20 are checked, the rest refused (429, Retry-After), and the right password waits too from a new address', () =>
    withSite(async (t) => {
      const answers = await guessFromSixAddresses(t);
      expect(answers.filter((a) => a === 'UNAUTHORIZED')).toHaveLength(ARTIST_LOGIN_GLOBAL_RULE.max);
      expect(answers.filter((a) => a === 'TOO_MANY_REQUESTS')).toHaveLength(30 - ARTIST_LOGIN_GLOBAL_RULE.max);
      await expect(t.caller({ ip: '192.0.2.99' }).artist.login({ password: TEST_ARTIST_PASSWORD, consent: true })).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
      });
      t.clock.advance(ARTIST_LOGIN_GLOBAL_RULE.windowSeconds * 1000);
      await expect(t.caller({ ip: '192.0.2.99' }).artist.login({ password: TEST_ARTIST_PASSWORD, consent: true })).resolves.toHaveProperty(
        'expiresAt',
      );
    }));

  it('the artist’s own browser (a panel opened from it before) still signs in while strangers are refused', () =>
    withSite(async (t) => {
      const own = t.caller({ ip: '198.51.100.7' });
      await own.artist.login({ password: TEST_ARTIST_PASSWORD, consent: true });
      const mark = deviceCookieFrom(own.ctx.resHeaders)!;
      expect(mark).toMatch(/^mito_artist_device=/);
      await guessFromSixAddresses(t);
      await expect(
        t.caller({ ip: '198.51.100.7', headers: cookieHeaders(mark) }).artist.login({ password: TEST_ARTIST_PASSWORD, consent: true }),
      ).resolves.toHaveProperty('expiresAt');
      // A member's mark is not the panel's.
      await expect(
        t
          .caller({ ip: '198.51.100.8', headers: cookieHeaders(mark.replace('mito_artist_device=painel', 'mito_artist_device=user_1')) })
          .artist.login({ password: TEST_ARTIST_PASSWORD, consent: true }),
      ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    }));

  it('a new browser of the artist gets in within minutes with the code the known browser shows; a wrong or stale code does not', () =>
    withSite(async (t) => {
      await guessFromSixAddresses(t);
      const known = t.caller({ headers: (await makeArtistSession(t.deps)).headers });
      const { code, validUntil } = await known.artist.unlockCode();
      expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(new Date(validUntil).getTime()).toBeGreaterThan(t.clock.now().getTime() + 10 * 60_000 - 1);
      const login = (ip: string, unlockCode: string) =>
        t.caller({ ip }).artist.login({ password: TEST_ARTIST_PASSWORD, consent: true, unlockCode });
      await expect(login('198.51.100.60', 'ABCD-EFGH')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      // Typed by hand: lower case, no dash.
      await expect(login('198.51.100.61', code.toLowerCase().replace('-', ''))).resolves.toHaveProperty('expiresAt');
      // A code taken from a screenshot an hour later no longer lifts the lock.
      t.clock.advance(21 * 60_000);
      await expect(login('198.51.100.62', code)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    }));

  it('the code is for the panel only: a visitor without a panel session is refused', () =>
    withSite(async (t) => {
      await expect(t.caller().artist.unlockCode()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }));

  it('each wrong password is in the audit log, and the dashboard counts the last 24 hours', () =>
    withSite(async (t) => {
      for (let i = 0; i < 3; i++)
        await expect(t.caller({ ip: `192.0.2.${i + 1}` }).artist.login({ password: 'errada', consent: true })).rejects.toMatchObject({
          code: 'UNAUTHORIZED',
        });
      await t.caller({ ip: '192.0.2.9' }).artist.login({ password: TEST_ARTIST_PASSWORD, consent: true });
      const refused = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'login_refused'));
      expect(refused).toHaveLength(3);
      expect(new Set(refused.map((r) => r.actor)).size).toBe(3);
      for (const r of refused) {
        expect(r.actor).toMatch(/^endereco-[0-9a-f]{8}$/);
        expect(r.actor).not.toContain('192.0.2');
      }

      const panel = t.caller({ headers: (await makeArtistSession(t.deps)).headers });
      await expect(panel.artist.refusedLogins()).resolves.toEqual({ last24h: 3 });
      expect((await panel.artist.auditLog()).filter((e) => e.action === 'login_refused')).toHaveLength(3);
      t.clock.advance(24 * 3_600_000 + 1000);
      const later = t.caller({ headers: (await makeArtistSession(t.deps)).headers });
      await expect(later.artist.refusedLogins()).resolves.toEqual({ last24h: 0 });
    }));

  it('the count is for the panel only: a visitor without a panel session is refused', () =>
    withSite(async (t) => {
      await expect(t.caller().artist.refusedLogins()).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Sessão do painel expirada. Entre novamente.',
      });
    }));
});
