import { describe, expect, it } from 'vitest';
import { appRouter } from '../../../worker/routers';
import { httpApp } from '../poll/http';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' } }>;
const NOTIFICATIONS = Object.keys(procedures).filter((p) => p.startsWith('notifications.'));

async function call(path: string, cookie?: string) {
  const http = httpApp(t.deps, '198.51.100.21');
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const res =
    procedures[path]!._def.type === 'query'
      ? await http.app.request(`http://localhost:3000/trpc/${path}`, { headers })
      : await http.app.request(`http://localhost:3000/trpc/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...headers },
          body: JSON.stringify({ id: 'n1' }),
        });
  return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
}

describe('notifications access', () => {
  it('covers the whole notifications router', () => {
    expect(NOTIFICATIONS.sort()).toEqual(['notifications.list', 'notifications.markAllRead', 'notifications.markRead', 'notifications.unreadCount']);
  });

  it.each(NOTIFICATIONS)('%s refuses an anonymous caller: 401 "Login necessário"', async (path) => {
    const res = await call(path);
    expect(res.status).toBe(401);
    expect(res.body.error?.message).toBe('Login necessário');
  });

  it.each(NOTIFICATIONS)('%s refuses a forged session cookie', async (path) => {
    expect((await call(path, 'mito_session=abcdefghijklmnopqrstuvwxyz234567')).status).toBe(401);
  });
});
