import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sessionCookieFrom } from '../factories/accounts';

// Accounts inside workerd over https: scrypt from node:crypto (nodejs_compat), the __Host- cookie,
// and sign-out revoking on the server.
const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`https://mito.example${path}`, init));
const post = (path: string, body: unknown, cookie?: string) =>
  call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://mito.example', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe('member session in workerd', () => {
  it('signs up (no session until the e-mail link), signs in with the __Host- cookie, signs out, and the cookie stops working', async () => {
    const n = String(Date.now()).slice(-8);
    const signUp = await post('/trpc/auth.signUp', {
      email: `worker${n}@exemplo.com.br`,
      password: 'senha-do-worker',
      username: `worker_${n}`,
      displayName: 'Fã no Worker',
      whatsapp: '+55 (11) 98765-4321',
    });
    expect(signUp.status).toBe(200);
    expect(await signUp.json()).toEqual({ result: { data: { sent: true } } });
    expect(signUp.headers.get('set-cookie')).toBeNull();
    const signIn = await post('/trpc/auth.signIn', { email: `WORKER${n}@exemplo.com.br`, password: 'senha-do-worker' });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.getSetCookie().find((c) => c.startsWith('__Host-mito_session='))).toMatch(
      /^__Host-mito_session=[a-z2-7]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/,
    );
    const cookie = sessionCookieFrom(signIn.headers)!;

    const me = await call('/trpc/auth.me', { headers: { cookie } });
    // A member's answers are never kept by a cache (the edge's or the browser's).
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const feed = await call(`/trpc/feed.list?input=${encodeURIComponent('{}')}`, { headers: { cookie } });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    expect(((await me.json()) as { result: { data: { email: string } } }).result.data.email).toBe(`worker${n}@exemplo.com.br`);

    expect((await post('/trpc/auth.signOut', {}, cookie)).status).toBe(200);
    expect((await call('/trpc/auth.me', { headers: { cookie } })).status).toBe(401);
  });
});
