import { describe, expect, it } from 'vitest';
import { appRouter } from '../../../worker/routers';
import { makeMember } from '../../factories/sessions';
import { httpApp } from '../poll/http';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

/** Every procedure that needs a member session. New ones under auth.* and members.* must be listed here. */
const MEMBER_ONLY = [
  'auth.me',
  'auth.changePassword',
  'members.dashboard',
  'members.account',
  'members.updateSettings',
  'members.rights',
  'members.usage',
  'poll.claimVote',
];
const PUBLIC_AUTH = ['auth.signUp', 'auth.signIn', 'auth.signOut'];

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } }>;

async function call(path: string, headers: Record<string, string> = {}) {
  const http = httpApp(t.deps, '198.51.100.10');
  const type = procedures[path]!._def.type;
  const res =
    type === 'query'
      ? await http.app.request(`http://localhost:3000/trpc/${path}`, { headers })
      : await http.app.request(`http://localhost:3000/trpc/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...headers },
          body: '{}',
        });
  return { status: res.status, body: (await res.json()) as { error?: { message: string; data: { appCode: string | null } } } };
}

describe('procedimentos de membro', () => {
  it('the list covers every auth.* and members.* procedure', () => {
    const domain = Object.keys(procedures).filter((p) => p.startsWith('auth.') || p.startsWith('members.'));
    expect(domain.filter((p) => !MEMBER_ONLY.includes(p) && !PUBLIC_AUTH.includes(p))).toEqual([]);
    for (const p of MEMBER_ONLY) expect(procedures[p], p).toBeDefined();
  });

  it.each(MEMBER_ONLY)('%s refuses an anonymous caller with 401 "Login necessário"', async (path) => {
    const res = await call(path);
    expect(res.status).toBe(401);
    expect(res.body.error?.message).toBe('Login necessário');
    expect(res.body.error?.data.appCode).toBe('UNAUTHORIZED');
  });

  it.each(MEMBER_ONLY)('%s refuses a forged session cookie', async (path) => {
    const res = await call(path, { cookie: 'mito_session=abcdefghijklmnopqrstuvwxyz234567' });
    expect(res.status).toBe(401);
  });

  it('an artist-panel cookie is not a member session', async () => {
    const member = await makeMember(t.deps);
    const res = await call('members.dashboard', { cookie: member.cookie.replace('mito_session', 'mito_artist') });
    expect(res.status).toBe(401);
  });
});
