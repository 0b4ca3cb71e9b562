import { describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import { testApp } from '../../setup/test-app';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const app = testApp(t, { clientIp: () => '203.0.113.7' });

describe('HTTP baseline', () => {
  it('health answers 200 (liveness); readiness answers 200 when the database takes a write', async () => {
    const res = await app.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, status: 'live' });
    expect((await app.request('/health/ready')).status).toBe(200);
  });

  it('sends the security headers on every response', async () => {
    const res = await app.request('/trpc/billing.tiers');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const https = await app.request('https://mito.example/health');
    expect(https.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('refuses a mutation from a foreign origin and accepts its own', async () => {
    const body = JSON.stringify({});
    const foreign = await app.request('/trpc/auth.me', {
      method: 'POST',
      body,
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    });
    expect(foreign.status).toBe(403);
    const own = await app.request('http://localhost:3000/api/nothing', {
      method: 'POST',
      body,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(own.status).toBe(404);
  });

  it('limits request bodies', async () => {
    const res = await app.request('/trpc/billing.tiers', {
      method: 'POST',
      body: 'x'.repeat(300 * 1024),
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    });
    expect(res.status).toBe(413);
  });

  it('answers bad input with a Portuguese message and no internals', async () => {
    const res = await app.request('/trpc/billing.tiers?batch=1&input=%7Bnot-json', { method: 'GET' });
    expect(res.status).toBeLessThan(500);
    const text = await res.text();
    expect(text).not.toMatch(/stack|at \/|node_modules|SQLITE|select /i);
    const unknown = await app.request('/trpc/nao.existe');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toMatch(/stack|node_modules/);
  });

  it('unknown API paths answer JSON 404', async () => {
    const res = await app.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { message: 'Não encontrado', code: 'NOT_FOUND' } });
  });

  it('an unexpected failure answers a generic message, never the cause', async () => {
    const broken = createApp(
      {
        ...t.deps,
        db: new Proxy(t.deps.db, {
          get: () => () => {
            throw new Error('SQLITE_CORRUPT secret=abc');
          },
        }),
      },
      { clientIp: () => 'x' },
    );
    const res = await broken.request('/trpc/billing.tiers');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).toContain('Algo deu errado');
    expect(text).not.toContain('SQLITE_CORRUPT');
    expect(text).not.toContain('secret');
  });
});
