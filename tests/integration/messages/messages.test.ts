import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../db/schema';
import { MESSAGES_PAGE } from '../../../worker/contracts/messages';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

// Many writes in a moment to test other rules: the write budgets have their own file (foundation/write-limits.test.ts).
const t = useTestDeps({ writeLimits: false });
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers, origin: 'http://localhost:3000' });
const tick = (ms = 1000) => t.clock.advance(ms);

describe('messages: access on the row', () => {
  it('only participants read, send or mark read; a third member gets "Conversa não encontrada"', async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeMember(t.deps);
    const stranger = await makeSubscriber(t.deps, 'tier_ouro');
    const { id } = await as(a).messages.start({ usernames: [`@${b.username}`] });
    await as(a).messages.send({ conversationId: id, content: 'oi' });

    await expect(as(stranger).messages.list({ conversationId: id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Conversa não encontrada',
    });
    await expect(as(stranger).messages.send({ conversationId: id, content: 'intruso' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(as(stranger).messages.markRead({ conversationId: id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await as(stranger).messages.conversations()).map((c) => c.id)).not.toContain(id);
    const stored = await t.deps.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored.map((m) => m.content)).toEqual(['oi']);

    // The free member B did not start it but takes part: reads and answers.
    expect((await as(b).messages.list({ conversationId: id })).messages.map((m) => m.content)).toEqual(['oi']);
    await expect(as(b).messages.send({ conversationId: id, content: 'oi!' })).resolves.toMatchObject({ content: 'oi!' });
  });
});

describe('messages: tier limits', () => {
  it('a free member may not start a conversation', async () => {
    const free = await makeMember(t.deps);
    const other = await makeMember(t.deps);
    await expect(as(free).messages.start({ usernames: [other.username] })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Assine um plano para iniciar conversas.',
    });
  });

  it('Bronze: 2 participants (direct only); Prata: 10; Ouro: unlimited (100)', async () => {
    const others = await Promise.all(Array.from({ length: 12 }, () => makeMember(t.deps)));
    const names = others.map((o) => o.username);
    const bronze = await makeSubscriber(t.deps, 'tier_bronze');
    await expect(as(bronze).messages.start({ usernames: names.slice(0, 2), name: 'Bonde' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Seu plano permite conversas de até 2 participantes.',
    });
    await expect(as(bronze).messages.start({ usernames: names.slice(0, 1) })).resolves.toMatchObject({ created: true });

    const prata = await makeSubscriber(t.deps, 'tier_prata');
    await expect(as(prata).messages.start({ usernames: names.slice(0, 9), name: 'Bonde' })).resolves.toMatchObject({ created: true });
    await expect(as(prata).messages.start({ usernames: names.slice(0, 10), name: 'Bonde' })).rejects.toMatchObject({
      message: 'Seu plano permite conversas de até 10 participantes.',
    });

    const ouro = await makeSubscriber(t.deps, 'tier_ouro');
    await expect(as(ouro).messages.start({ usernames: names, name: 'Bonde grande' })).resolves.toMatchObject({ created: true });
  });

  it('a group needs a name; an unknown @username is refused; a direct chat is not duplicated', async () => {
    const a = await makeSubscriber(t.deps, 'tier_prata');
    const [b, c] = [await makeMember(t.deps), await makeMember(t.deps)];
    await expect(as(a).messages.start({ usernames: [b.username, c.username] })).rejects.toMatchObject({ message: 'Dê um nome ao grupo' });
    await expect(as(a).messages.start({ usernames: ['ninguem_existe'] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Membro não encontrado. Confira o @usuário.',
    });
    const first = await as(a).messages.start({ usernames: [b.username] });
    const again = await as(a).messages.start({ usernames: [`@${b.username.toUpperCase()}`] });
    expect(again).toEqual({ id: first.id, created: false });
  });
});

describe('messages: sending', () => {
  it('trims the content and refuses blank or oversize text', async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeMember(t.deps);
    const { id } = await as(a).messages.start({ usernames: [b.username] });
    await expect(as(a).messages.send({ conversationId: id, content: '  olá \n' })).resolves.toMatchObject({
      content: 'olá',
      messageType: 'text',
    });
    await expect(as(a).messages.send({ conversationId: id, content: '   \n ' })).rejects.toThrow('A mensagem não pode ficar em branco');
    await expect(as(a).messages.send({ conversationId: id, content: 'x'.repeat(2001) })).rejects.toThrow(
      'Mensagem muito longa (máximo de 2000 caracteres)',
    );
    expect((await as(b).messages.list({ conversationId: id })).messages).toHaveLength(1);
  });

  it('publishes after the commit, and a failing publish loses no message', async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeMember(t.deps);
    const { id } = await as(a).messages.start({ usernames: [b.username] });
    await t.background.idle();
    const realtime = t.deps.realtime;
    const original = realtime.publish;
    const seenAtPublish: string[][] = [];
    try {
      realtime.publish = async (channel, _name, data) => {
        const rows = await t.deps.db.select({ content: messages.content }).from(messages).where(eq(messages.conversationId, id));
        const d = data as { content?: string; message?: string };
        seenAtPublish.push([channel, d.content ?? d.message ?? '', ...rows.map((r) => r.content)]);
        throw new Error('realtime down');
      };
      const sent = await as(a).messages.send({ conversationId: id, content: 'chegou?' });
      await t.background.idle();
      // The chat's event and the other member's notification, each once the message was stored.
      expect(seenAtPublish).toEqual(
        expect.arrayContaining([
          [`conversation:${id}`, 'chegou?', 'chegou?'],
          [`notifications:${b.userId}`, expect.stringMatching(/: chegou\?$/), 'chegou?'],
        ]),
      );
      expect(seenAtPublish).toHaveLength(2);
      expect((await as(b).messages.list({ conversationId: id })).messages.map((m) => m.id)).toEqual([sent.id]);
      expect((await as(b).messages.conversations())[0]).toMatchObject({ id, unread: 1, lastMessage: { id: sent.id } });
    } finally {
      realtime.publish = original;
    }
  });
});

describe('messages: list, order and unread', () => {
  it('newest activity first, last message and unread count per member, read state per member', async () => {
    const a = await makeSubscriber(t.deps, 'tier_prata');
    const [b, c] = [await makeMember(t.deps), await makeMember(t.deps)];
    const ab = (await as(a).messages.start({ usernames: [b.username] })).id;
    tick();
    const group = (await as(a).messages.start({ usernames: [b.username, c.username], name: 'Bonde do Mito' })).id;
    tick();
    await as(b).messages.send({ conversationId: ab, content: 'um' });
    tick();
    await as(b).messages.send({ conversationId: ab, content: 'dois' });
    tick();

    let list = await as(a).messages.conversations();
    expect(list.map((x) => [x.id, x.unread, x.lastMessage?.content ?? null])).toEqual([
      [ab, 2, 'dois'],
      [group, 0, null],
    ]);
    expect(list[0]!.title).toBe(b.username);
    expect(list[1]).toMatchObject({ isGroup: true, title: 'Bonde do Mito' });
    expect(list[1]!.participants.map((p) => p.username).sort()).toEqual([a.username, b.username, c.username].sort());

    await as(c).messages.send({ conversationId: group, content: 'salve' });
    tick();
    list = await as(a).messages.conversations();
    expect(list.map((x) => [x.id, x.unread])).toEqual([
      [group, 1],
      [ab, 2],
    ]);

    await as(a).messages.markRead({ conversationId: ab });
    tick();
    expect((await as(a).messages.conversations()).find((x) => x.id === ab)?.unread).toBe(0);
    // B's own messages never count as unread for B, and A's read state is not B's.
    expect((await as(b).messages.conversations()).map((x) => [x.id, x.unread])).toEqual([
      [group, 1],
      [ab, 0],
    ]);
  });

  it('pages older messages by keyset, without repeats or gaps, even within one millisecond', async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeMember(t.deps);
    const { id } = await as(a).messages.start({ usernames: [b.username] });
    const total = MESSAGES_PAGE * 2 + 5;
    for (let i = 0; i < total; i++) {
      await as(i % 2 ? b : a).messages.send({ conversationId: id, content: `m${i}` });
      if (i % 3 === 0) tick(1); // several messages share a millisecond
    }
    const seen: string[] = [];
    let page = await as(b).messages.list({ conversationId: id });
    expect(page.messages).toHaveLength(MESSAGES_PAGE);
    seen.unshift(...page.messages.map((m) => m.content));
    while (page.nextCursor) {
      page = await as(b).messages.list({ conversationId: id, cursor: page.nextCursor });
      seen.unshift(...page.messages.map((m) => m.content));
    }
    expect(new Set(seen).size).toBe(total);
    // Oldest first on screen (messages of one millisecond in a stable id order).
    expect(seen[0]).toBe('m0');
    expect(seen.at(-1)).toBe(`m${total - 1}`);
  });
});
