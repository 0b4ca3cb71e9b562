import { describe, expect, it } from 'vitest';
import { DELETE_FOR_ALL_MS } from '../../../worker/contracts/messages';
import * as files from '../../factories/media-files';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';
import { GET, putUpload } from '../feed/media-upload';

// Many writes in a moment to test other rules: the write budgets have their own file (foundation/write-limits.test.ts).
const t = useTestDeps({ writeLimits: false });
type Member = Awaited<ReturnType<typeof makeMember>>;
const as = (m: Member) => t.caller({ headers: m.headers, origin: 'http://localhost:3000' });
const anonymous = () => t.caller({ headers: new Headers(), origin: 'http://localhost:3000' });

async function chat(tier: 'tier_bronze' | 'tier_prata' = 'tier_bronze') {
  const a = await makeSubscriber(t.deps, tier);
  const b = await makeSubscriber(t.deps, 'tier_bronze');
  const stranger = await makeSubscriber(t.deps, 'tier_ouro');
  const { id } = await as(a).messages.start({ usernames: [b.username] });
  t.clock.advance(1000);
  return { a, b, stranger, conversationId: id };
}

describe('chat: replies', () => {
  it('a reply carries the quote of the message it answers; a message of another conversation is refused', async () => {
    const { a, b, conversationId } = await chat();
    const first = await as(a).messages.send({ conversationId, content: 'bora no baile sábado?' });
    t.clock.advance(1000);
    const reply = await as(b).messages.send({ conversationId, content: 'bora!', replyToId: first.id });
    expect(reply.replyTo).toMatchObject({ id: first.id, senderId: a.userId, content: 'bora no baile sábado?' });
    const page = await as(a).messages.list({ conversationId });
    expect(page.messages.at(-1)?.replyTo).toMatchObject({ id: first.id, content: 'bora no baile sábado?' });

    const other = await chat();
    const elsewhere = await as(other.a).messages.send({ conversationId: other.conversationId, content: 'segredo' });
    await expect(as(b).messages.send({ conversationId, content: 'hm', replyToId: elsewhere.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Mensagem não encontrada',
    });
  });

  it('a member not in the conversation cannot reply into it', async () => {
    const { a, stranger, conversationId } = await chat();
    const first = await as(a).messages.send({ conversationId, content: 'oi' });
    await expect(as(stranger).messages.send({ conversationId, content: 'intruso', replyToId: first.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Conversa não encontrada',
    });
  });
});

describe('chat: reactions', () => {
  it('one reaction per member: another replaces it, the same again removes it; both sides read it', async () => {
    const { a, b, conversationId } = await chat();
    const m = await as(a).messages.send({ conversationId, content: 'olha o clipe novo' });
    await expect(as(b).messages.react({ messageId: m.id, reaction: 'fire' })).resolves.toMatchObject({
      reactions: [{ userId: b.userId, reaction: 'fire' }],
    });
    await as(b).messages.react({ messageId: m.id, reaction: 'heart' });
    await as(a).messages.react({ messageId: m.id, reaction: 'heart' });
    const seen = (await as(a).messages.list({ conversationId })).messages.at(-1);
    expect(seen?.reactions).toHaveLength(2);
    expect(seen?.reactions).toEqual(
      expect.arrayContaining([
        { userId: b.userId, reaction: 'heart' },
        { userId: a.userId, reaction: 'heart' },
      ]),
    );
    await expect(as(b).messages.react({ messageId: m.id, reaction: 'heart' })).resolves.toMatchObject({
      reactions: [{ userId: a.userId, reaction: 'heart' }],
    });
  });

  it('refuses the anonymous visitor and a member not in the conversation', async () => {
    const { a, stranger, conversationId } = await chat();
    const m = await as(a).messages.send({ conversationId, content: 'oi' });
    await expect(anonymous().messages.react({ messageId: m.id, reaction: 'fire' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(as(stranger).messages.react({ messageId: m.id, reaction: 'fire' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Mensagem não encontrada',
    });
  });
});

describe('chat: deleting', () => {
  it("'Apagar para mim' hides it for the member only", async () => {
    const { a, b, conversationId } = await chat();
    const m = await as(a).messages.send({ conversationId, content: 'mensagem errada' });
    await as(b).messages.remove({ messageId: m.id, scope: 'me' });
    expect((await as(b).messages.list({ conversationId })).messages).toEqual([]);
    expect((await as(a).messages.list({ conversationId })).messages.map((x) => x.content)).toEqual(['mensagem errada']);
  });

  it("'Apagar para todos': own message within 15 minutes only", async () => {
    const { a, b, conversationId } = await chat();
    const mine = await as(a).messages.send({ conversationId, content: 'ops' });
    await expect(as(b).messages.remove({ messageId: mine.id, scope: 'all' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Só dá para apagar para todos as suas mensagens, até 15 minutos depois de enviar.',
    });
    await as(a).messages.remove({ messageId: mine.id, scope: 'all' });
    expect((await as(b).messages.list({ conversationId })).messages).toEqual([]);

    const late = await as(a).messages.send({ conversationId, content: 'antiga' });
    t.clock.advance(DELETE_FOR_ALL_MS + 1000);
    await expect(as(a).messages.remove({ messageId: late.id, scope: 'all' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await as(b).messages.list({ conversationId })).messages.map((x) => x.content)).toEqual(['antiga']);
  });

  it('refuses the anonymous visitor and a member not in the conversation', async () => {
    const { a, stranger, conversationId } = await chat();
    const m = await as(a).messages.send({ conversationId, content: 'oi' });
    await expect(anonymous().messages.remove({ messageId: m.id, scope: 'me' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    for (const scope of ['me', 'all'] as const)
      await expect(as(stranger).messages.remove({ messageId: m.id, scope })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('chat: read receipts', () => {
  it("the list says until when the other read; off on either side, neither sees 'Visto'", async () => {
    const { a, b, conversationId } = await chat();
    await as(a).messages.send({ conversationId, content: 'viu?' });
    t.clock.advance(1000);
    await as(b).messages.markRead({ conversationId });
    const readAt = t.clock.now().getTime();
    expect((await as(a).messages.conversations()).find((c) => c.id === conversationId)?.seenAt).toBe(readAt);

    await as(b).members.updateSettings({ displayName: 'B', readReceipts: false });
    expect((await as(a).messages.conversations()).find((c) => c.id === conversationId)?.seenAt).toBeNull();
    expect((await as(b).messages.conversations()).find((c) => c.id === conversationId)?.seenAt).toBeNull();
    expect((await as(b).members.account()).readReceipts).toBe(false);
  });
});

describe('chat: voice messages', () => {
  it('Prata records one: the bytes are checked as audio, both participants fetch it, a stranger gets 404', async () => {
    const { a, b, stranger, conversationId } = await chat('tier_prata');
    const audio = files.webm();
    const ticket = await as(a).messages.startVoiceUpload({ conversationId, size: audio.length });
    expect((await putUpload(t.deps, ticket.uploadUrl, audio, a.cookie)).status).toBe(200);
    const sent = await as(a).messages.sendVoice({ conversationId, uploadId: ticket.uploadId });
    expect(sent).toMatchObject({ messageType: 'audio', audioUrl: expect.stringMatching(/\.webm$/) });
    const url = (await as(b).messages.list({ conversationId })).messages.at(-1)?.audioUrl ?? '';
    const res = await GET(t.deps, url, b.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/webm');
    expect((await GET(t.deps, url, stranger.cookie)).status).toBe(404);
  });

  it('an image is not a voice message, and Bronze is offered the upgrade', async () => {
    const { a, b, conversationId } = await chat('tier_prata');
    const ticket = await as(a).messages.startVoiceUpload({ conversationId, size: 2000 });
    const put = await putUpload(t.deps, ticket.uploadUrl, files.png(), a.cookie);
    expect(put.status).toBe(400);
    await expect(as(b).messages.startVoiceUpload({ conversationId, size: 2000 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Upgrade necessário. Vídeo e áudio estão disponíveis nos planos Prata e Ouro.',
    });
  });

  it('refuses the anonymous visitor and a member not in the conversation', async () => {
    const { stranger, conversationId } = await chat('tier_prata');
    await expect(anonymous().messages.startVoiceUpload({ conversationId, size: 100 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(as(stranger).messages.startVoiceUpload({ conversationId, size: 100 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(as(stranger).messages.sendVoice({ conversationId, uploadId: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
