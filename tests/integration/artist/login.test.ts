import { eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { artistConsents, artistSessions } from '../../../db/schema';
import { upstashRateLimiter, upstashRedis } from '../../../worker/adapters/limits/upstash';
import { CONSENT_REQUIRED, LGPD_TERMS_VERSION } from '../../../worker/contracts/artist';
import { sha256Hex } from '../../../worker/lib/crypto';
import { createTestDeps, useTestDeps } from '../../setup/test-deps';
import { TEST_ARTIST_PASSWORD } from '../../setup/test-config';
import { cookieValue, sessionCookieFrom } from '../../factories/accounts';
import { callerWithHeaders } from './http-caller';

const t = useTestDeps();
let ipSeq = 0;
const nextIp = () => `198.51.100.${++ipSeq}`;

describe('artist.login', () => {
  it('the right password with consent: httpOnly cookie with expiry, consent recorded, the web gets only the expiry', async () => {
    const ip = nextIp();
    const c = callerWithHeaders(t.deps, { ip });
    const res = await c.api.artist.login({ password: TEST_ARTIST_PASSWORD, consent: true });
    expect(Object.keys(res)).toEqual(['expiresAt']);
    expect(new Date(res.expiresAt).getTime() - t.clock.now().getTime()).toBe(8 * 3_600_000);
    const [setCookie, deviceMark] = c.resHeaders.getSetCookie();
    expect(setCookie).toMatch(/^mito_artist=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Lax$/);
    expect(deviceMark).toMatch(/^mito_artist_device=painel\.\d+\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=15552000; HttpOnly; SameSite=Lax$/);

    const token = cookieValue(sessionCookieFrom(c.resHeaders)!);
    const sessionId = await sha256Hex(token);
    const [session] = await t.deps.db.select().from(artistSessions).where(eq(artistSessions.id, sessionId));
    expect(session!.expiresAt.toISOString()).toBe(res.expiresAt);
    const [consent] = await t.deps.db.select().from(artistConsents).where(eq(artistConsents.sessionId, sessionId));
    expect(consent).toMatchObject({ termsVersion: LGPD_TERMS_VERSION, consentedAt: t.clock.now() });
    expect(consent!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(consent!.ipHash).not.toContain(ip);
    expect(consent!.ipHash).not.toBe(await sha256Hex(ip));

    const headers = new Headers({ cookie: sessionCookieFrom(c.resHeaders)! });
    await expect(t.caller({ headers }).artist.session()).resolves.toEqual({ expiresAt: res.expiresAt });
  });

  it('a wrong password → "Senha incorreta", no session', async () => {
    const before = (await t.deps.db.select().from(artistSessions)).length;
    const c = callerWithHeaders(t.deps, { ip: nextIp() });
    await expect(c.api.artist.login({ password: 'errada', consent: true })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Senha incorreta',
    });
    expect(c.resHeaders.get('set-cookie')).toBeNull();
    expect((await t.deps.db.select().from(artistSessions)).length).toBe(before);
  });

  it('without consent the server refuses too, with the consent message, even with the right password', async () => {
    const c = t.caller({ ip: nextIp() });
    const err = await c.artist.login({ password: TEST_ARTIST_PASSWORD, consent: false }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'BAD_REQUEST', cause: { issues: [{ path: ['consent'], message: CONSENT_REQUIRED }] } });
  });

  it('brute force: 5 tries per IP in 15 minutes, then 429 even for the right password; other IPs unaffected; open again after the window', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      await expect(t.caller({ ip }).artist.login({ password: `chute-${i}`, consent: true })).rejects.toMatchObject({
        message: 'Senha incorreta',
      });
    }
    await expect(t.caller({ ip }).artist.login({ password: TEST_ARTIST_PASSWORD, consent: true })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.',
    });
    await expect(t.caller({ ip: nextIp() }).artist.login({ password: TEST_ARTIST_PASSWORD, consent: true })).resolves.toHaveProperty(
      'expiresAt',
    );
    t.clock.advance(15 * 60_000 + 1000);
    await expect(t.caller({ ip }).artist.login({ password: TEST_ARTIST_PASSWORD, consent: true })).resolves.toHaveProperty('expiresAt');
  });

  it('only wrong passwords count: the artist signs in twelve times from one address, more than its 5 tries, and is let in each time', async () => {
    const ip = nextIp();
    for (let i = 0; i < 12; i++) {
      await expect(t.caller({ ip }).artist.login({ password: TEST_ARTIST_PASSWORD, consent: true })).resolves.toHaveProperty('expiresAt');
    }
  });

  it('IPv6: the addresses of one /64 share the limit', async () => {
    for (let i = 1; i <= 5; i++) {
      await expect(t.caller({ ip: `2001:db8:77:1::${i}` }).artist.login({ password: 'x', consent: true })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    await expect(t.caller({ ip: '2001:db8:77:1::99' }).artist.login({ password: 'x', consent: true })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('Sair revokes the session on the server: the same cookie no longer opens the panel', async () => {
    const c = callerWithHeaders(t.deps, { ip: nextIp() });
    await c.api.artist.login({ password: TEST_ARTIST_PASSWORD, consent: true });
    const headers = new Headers({ cookie: sessionCookieFrom(c.resHeaders)! });
    const out = callerWithHeaders(t.deps, { headers });
    await expect(out.api.artist.logout()).resolves.toEqual({ ok: true });
    expect(out.resHeaders.get('set-cookie')).toMatch(/^mito_artist=; Path=\/; Max-Age=0; HttpOnly/);
    await expect(t.caller({ headers }).artist.stats()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('the login limiter fails closed', () => {
  let server: Server;
  afterAll(() => server?.close());

  it('when the shared limit store (Upstash REST) answers errors, nobody signs in, not even with the right password', async () => {
    // A local stand-in for Upstash that is up but failing, driven through the real @upstash SDK.
    server = createServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'ERR store unavailable' }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const down = await createTestDeps();
    try {
      down.deps.rateLimiter = upstashRateLimiter(upstashRedis(`http://127.0.0.1:${port}`, 'token-local'));
      const c = callerWithHeaders(down.deps, { ip: '203.0.113.9' });
      await expect(c.api.artist.login({ password: TEST_ARTIST_PASSWORD, consent: true })).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Login do painel temporariamente indisponível por segurança. Tente novamente em alguns minutos.',
      });
      expect(c.resHeaders.get('set-cookie')).toBeNull();
      expect(await down.deps.db.select().from(artistSessions)).toHaveLength(0);
    } finally {
      down.cleanup();
    }
  });
});
