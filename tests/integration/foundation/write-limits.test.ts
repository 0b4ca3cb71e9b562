import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { WRITE_RULES, type WriteAction } from '../../../worker/contracts/limits';
import { makePost } from '../../factories/feed';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { testApp } from '../../setup/test-app';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
let ipSeq = 0;
/** Each case writes from its own address, so address budgets never mix between cases. */
const freshIp = () => `198.51.100.${++ipSeq}`;

type Member = Awaited<ReturnType<typeof makeMember>>;
type Caller = ReturnType<typeof t.caller>;

/**
 * One write of each kind, as the member's browser sends it; `prepare` makes what the write needs once.
 * New tags ride on posts, whose own budget is smaller: tests/integration/search/tag-creation.test.ts counts them.
 */
const WRITES: Record<
  Exclude<WriteAction, 'newTag'>,
  { wait: string; prepare: (m: Member) => Promise<(api: Caller, i: number) => Promise<unknown>> }
> = {
  post: { wait: '10 minutos', prepare: async () => (api, i) => api.feed.create({ content: `Post número ${i}` }) },
  comment: {
    wait: '1 minuto',
    prepare: async (m) => {
      const postId = await makePost(t.deps, m.userId);
      return (api, i) => api.feed.comment({ postId, content: `comentário ${i}` });
    },
  },
  edit: {
    wait: '10 minutos',
    prepare: async (m) => {
      const postId = await makePost(t.deps, m.userId);
      return (api, i) => api.feed.editPost({ postId, content: `Post corrigido ${i}` });
    },
  },
  reaction: {
    wait: '1 minuto',
    prepare: async (m) => {
      const postId = await makePost(t.deps, m.userId);
      return (api) => api.feed.react({ postId, type: 'fire' });
    },
  },
  // The same post again: counted once, but each press is a write against the budget.
  share: {
    wait: '10 minutos',
    prepare: async (m) => {
      const postId = await makePost(t.deps, m.userId);
      return (api) => api.feed.share({ postId });
    },
  },
  // Refused votes count too: the limit meets the call before its poll is read.
  pollVote: { wait: '1 minuto', prepare: async () => (api) => api.feed.votePoll({ pollId: 'enquete_que_nao_existe', optionIds: ['a'] }) },
  message: {
    wait: '1 minuto',
    prepare: async (m) => {
      const friend = await makeMember(t.deps);
      const { id } = await t.caller({ headers: m.headers, ip: freshIp() }).messages.start({ usernames: [friend.username] });
      return (api, i) => api.messages.send({ conversationId: id, content: `mensagem ${i}` });
    },
  },
  // Refused deletes count too ('Apagar para mim' of a message that is not there): the limit meets the call first.
  messageDelete: {
    wait: '10 minutos',
    prepare: async () => (api) => api.messages.remove({ messageId: 'mensagem_que_nao_existe', scope: 'me' }),
  },
  conversation: {
    wait: '1 hora',
    prepare: async () => {
      const strangers = await Promise.all(Array.from({ length: WRITE_RULES.conversation.max + 1 }, () => makeMember(t.deps)));
      return (api, i) => api.messages.start({ usernames: [strangers[i]!.username] });
    },
  },
  upload: { wait: '10 minutos', prepare: async () => (api) => api.feed.startUpload({ size: 1000, kind: 'image' }) },
  profile: {
    wait: '10 minutos',
    prepare: async () => (api, i) => api.members.updateSettings({ displayName: `Fã número ${i}`, whatsapp: '+55 (11) 98765-4321' }),
  },
  // 'Reenviar' on the banner: counted like any write, whether or not a link goes out.
  confirmMail: {
    wait: '15 minutos',
    prepare: async (m) => {
      await t.deps.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, m.userId));
      return (api) => api.auth.resendConfirmation();
    },
  },
  block: {
    wait: '10 minutos',
    prepare: async () => {
      const other = await makeMember(t.deps);
      return (api, i) => (i % 2 ? api.messages.unblock({ username: other.username }) : api.messages.block({ username: other.username }));
    },
  },
  // Each report is of another post: one report per member and item is its own rule.
  report: {
    wait: '10 minutos',
    prepare: async () => {
      const author = await makeMember(t.deps);
      const posts = await Promise.all(Array.from({ length: WRITE_RULES.report.max + 1 }, () => makePost(t.deps, author.userId)));
      return (api, i) => api.moderation.report({ targetType: 'post', targetId: posts[i]!, reason: 'spam' });
    },
  },
  // A member who is not the artist is refused, and the refusals count: the limit meets the call first.
  moderate: {
    wait: '10 minutos',
    prepare: async () => (api) => api.moderation.remove({ targetType: 'post', targetId: 'post_que_nao_existe' }),
  },
  // Following and unfollowing share one budget: a script toggling a follow meets it as fast as one following many.
  follow: {
    wait: '10 minutos',
    prepare: async () => {
      const other = await makeMember(t.deps);
      return (api, i) => (i % 2 ? api.social.unfollow({ username: other.username }) : api.social.follow({ username: other.username }));
    },
  },
  mute: {
    wait: '10 minutos',
    prepare: async () => {
      const other = await makeMember(t.deps);
      return (api, i) => (i % 2 ? api.feed.unmute({ username: other.username }) : api.feed.mute({ username: other.username }));
    },
  },
  // A member who is not the artist is refused the pin itself, after the budget counted the call.
  pin: {
    wait: '10 minutos',
    prepare: async (m) => {
      const postId = await makePost(t.deps, m.userId);
      return (api, i) => (i % 2 ? api.feed.unpin({ postId }) : api.feed.pin({ postId }));
    },
  },
  // Flipping a switch of 'O que avisar' back and forth.
  pushSettings: {
    wait: '10 minutos',
    prepare: async () => (api, i) =>
      api.push.setPreferences({ messages: i % 2 === 0, mentions: true, followers: true, posts: true, lives: true }),
  },
  dataExport: { wait: '1 hora', prepare: async () => (api) => api.privacy.exportData() },
  // A wrong password each time: the budget counts the tries, so guessing the password stops there.
  accountDelete: { wait: '1 hora', prepare: async () => (api) => api.privacy.deleteAccount({ password: 'nao-e-a-senha' }) },
  support: {
    wait: '1 hora',
    prepare: async () => (api, i) => api.support.send({ message: `Preciso de ajuda com o meu plano, pedido ${i}` }),
  },
  // A read, but limited like a write: each search walks the index.
  search: { wait: '1 minuto', prepare: async () => (api, i) => api.feed.search({ q: `bora ${i}`, section: i % 2 ? 'members' : 'posts' }) },
};

describe('every member write has a limit per member', () => {
  for (const [action, { wait, prepare }] of Object.entries(WRITES) as [keyof typeof WRITES, (typeof WRITES)[keyof typeof WRITES]][]) {
    const { max, text } = WRITE_RULES[action];
    it(`${action}: ${max} pass, the next is refused with 429, Retry-After and '${text} Tente novamente em ${wait}.'`, async () => {
      const member = await makeSubscriber(t.deps, 'tier_ouro');
      const api = t.caller({ headers: member.headers, ip: freshIp() });
      const write = await prepare(member);
      for (let i = 0; i < max; i++) {
        // The write's own rules may refuse a call (a poll that does not exist); the limit never does before the budget is spent.
        const outcome = await write(api, i).then(
          () => null,
          (e: { code?: string }) => e.code,
        );
        expect(outcome, `call ${i + 1}`).not.toBe('TOO_MANY_REQUESTS');
      }
      await expect(write(api, max)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: `${text} Tente novamente em ${wait}.` });
      expect(Number(api.ctx.resHeaders.get('Retry-After'))).toBe(WRITE_RULES[action].windowSeconds);
    });
  }

  it('the wait counts down: a flood that began 20 s ago waits 40 s; past the window the member writes again', async () => {
    const member = await makeSubscriber(t.deps, 'tier_ouro');
    const api = t.caller({ headers: member.headers, ip: freshIp() });
    const send = await WRITES.message.prepare(member);
    await send(api, 0);
    await t.clock.advance(20_000);
    for (let i = 1; i < WRITE_RULES.message.max; i++) await send(api, i);
    await expect(send(api, 99)).rejects.toMatchObject({ message: 'Muitas mensagens em pouco tempo. Tente novamente em 40 segundos.' });
    expect(api.ctx.resHeaders.get('Retry-After')).toBe('40');
    await t.clock.advance(40_000);
    await expect(send(api, 100)).resolves.toMatchObject({ content: 'mensagem 100' });
  });

  it('a trial account cannot message 50 strangers: 10 new conversations an hour', async () => {
    const trial = await makeSubscriber(t.deps, 'tier_ouro', { trial: true });
    const api = t.caller({ headers: trial.headers, ip: freshIp() });
    const strangers = await Promise.all(Array.from({ length: 50 }, () => makeMember(t.deps)));
    const started = [];
    for (const s of strangers)
      started.push(
        await api.messages.start({ usernames: [s.username] }).then(
          () => 'ok',
          (e: { code: string }) => e.code,
        ),
      );
    expect(started.filter((r) => r === 'ok')).toHaveLength(10);
    expect(started.slice(10).every((r) => r === 'TOO_MANY_REQUESTS')).toBe(true);
  });
});

describe('per address', () => {
  it('many accounts from one address share a wider budget: three members fill it, a fourth is refused', async () => {
    const ip = freshIp();
    const author = await makeMember(t.deps);
    const postId = await makePost(t.deps, author.userId);
    const { max, addressMax } = WRITE_RULES.comment;
    for (let m = 0; m < addressMax / max; m++) {
      const api = t.caller({ headers: (await makeMember(t.deps)).headers, ip });
      for (let i = 0; i < max; i++) await api.feed.comment({ postId, content: `oi ${i}` });
    }
    const fourth = t.caller({ headers: (await makeMember(t.deps)).headers, ip });
    await expect(fourth.feed.comment({ postId, content: 'oi' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitos comentários em pouco tempo. Tente novamente em 1 minuto.',
    });
    // The same member from another address is not held by that address's budget.
    await expect(
      t.caller({ headers: (await makeMember(t.deps)).headers, ip: freshIp() }).feed.comment({ postId, content: 'oi' }),
    ).resolves.toBeTruthy();
  });
});

describe('over HTTP', () => {
  const app = testApp(t, { clientIp: () => '203.0.113.77' });

  it('the 31st message in a minute answers 429 with Retry-After and the Portuguese wait', async () => {
    const member = await makeSubscriber(t.deps, 'tier_ouro');
    const friend = await makeMember(t.deps);
    const { id } = await t.caller({ headers: member.headers, ip: freshIp() }).messages.start({ usernames: [friend.username] });
    const send = (i: number) =>
      app.request('http://localhost:3000/trpc/messages.send', {
        method: 'POST',
        headers: { cookie: member.cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
        body: JSON.stringify({ conversationId: id, content: `mensagem ${i}` }),
      });
    for (let i = 0; i < WRITE_RULES.message.max; i++) expect((await send(i)).status).toBe(200);
    const refused = await send(99);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    const body = (await refused.json()) as { error: { message: string; data: { appCode: string } } };
    expect(body.error.message).toBe('Muitas mensagens em pouco tempo. Tente novamente em 1 minuto.');
    expect(body.error.data.appCode).toBe('WRITE_RATE_LIMITED');
  });

  it('a profile photo past the upload budget answers 429 with Retry-After', async () => {
    const member = await makeMember(t.deps);
    const put = () =>
      app.request('http://localhost:3000/api/members/avatar', {
        method: 'POST',
        headers: { cookie: member.cookie, origin: 'http://localhost:3000' },
        body: new Uint8Array([1, 2, 3]),
      });
    for (let i = 0; i < WRITE_RULES.upload.max; i++) expect((await put()).status).not.toBe(429);
    const refused = await put();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await refused.json()).toEqual({
      error: { code: 'WRITE_RATE_LIMITED', message: 'Muitos arquivos enviados em pouco tempo. Tente novamente em 10 minutos.' },
    });
  });
});
