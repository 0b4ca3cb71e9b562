import { describe, expect, it } from 'vitest';
import { appRouter } from '../../../worker/routers';
import { httpApp } from '../poll/http';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' } }>;
const MESSAGES = Object.keys(procedures).filter((p) => p.startsWith('messages.'));

describe('messages.*: anonymous callers', () => {
  it('covers every messages procedure', () => {
    expect(MESSAGES.sort()).toEqual(['messages.block', 'messages.blocked', 'messages.conversations', 'messages.list', 'messages.markRead', 'messages.realtimeGrant', 'messages.send', 'messages.sendImage', 'messages.start', 'messages.startImageUpload', 'messages.unblock']);
  });

  it.each(MESSAGES)('%s answers 401 "Login necessário" without a session', async (path) => {
    const http = httpApp(t.deps, '198.51.100.20');
    const input = encodeURIComponent(JSON.stringify({ conversationId: 'c1' }));
    const res =
      procedures[path]!._def.type === 'query'
        ? await http.app.request(`http://localhost:3000/trpc/${path}?input=${input}`)
        : await http.app.request(`http://localhost:3000/trpc/${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
            body: JSON.stringify({ conversationId: 'c1', content: 'oi', usernames: ['alguem'], username: 'alguem' }),
          });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Login necessário');
  });
});
