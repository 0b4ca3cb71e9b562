import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { blocks, conversations, messages, profiles, userPresence } from '../../../db/schema';
import { ablyRealtime } from '../../../worker/adapters/realtime/ably';
import type { RealtimeGrant } from '../../../worker/adapters/realtime/port';
import { conversationChannel } from '../../../worker/contracts/messages';
import { realtimeGrant } from '../../../worker/services/messages/realtime-grant';
import { sendImageMessage } from '../../../worker/services/messages/send-image-message';
import { sendMessage } from '../../../worker/services/messages/send-message';
import * as files from '../../factories/media-files';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';
import { putUpload } from '../feed/media-upload';

const t = useTestDeps();
type Member = { headers: Headers; username: string; userId: string };
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers, origin: 'http://localhost:3000' });
const settings = (m: Member, privacy: { showOnline?: boolean; whoCanMessage?: 'everyone' | 'nobody' }) =>
  as(m).members.updateSettings({ displayName: m.username, whatsapp: '+55 (21) 99876-5432', ...privacy });

let server: Server | undefined;
afterAll(() => server?.close());
async function connect(grant: RealtimeGrant) {
  if (grant.kind !== 'local') throw new Error('expected a local grant');
  if (!server) {
    server = createServer((_req, res) => res.writeHead(404).end());
    t.hub.attach(server, { allowedOrigins: () => ['http://localhost:3000'] });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  }
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${grant.socketPath}?token=${encodeURIComponent(grant.token)}`;
  const ws = new WebSocket(url);
  const inbox: Array<{ op: string; channel?: string; message?: string; members?: string[] }> = [];
  ws.on('message', (d) => inbox.push(JSON.parse(d.toString())));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, inbox };
}

/** A and B (Bronze) in a direct chat, with an image A has uploaded for it and not sent yet. */
async function directChatWithUpload() {
  const a = await makeSubscriber(t.deps, 'tier_bronze');
  const b = await makeSubscriber(t.deps, 'tier_bronze');
  const { id } = await as(a).messages.start({ usernames: [b.username] });
  const image = files.png({ width: 4, height: 4 });
  const ticket = await as(a).messages.startImageUpload({ conversationId: id, size: image.length });
  expect((await putUpload(t.deps, ticket.uploadUrl, image, a.cookie)).status).toBe(200);
  return { a, b, id, image, ticket };
}

describe('privacy: who may start a conversation with me', () => {
  it("'nobody' refuses a new conversation (direct or group) but an existing direct chat is still returned; 'everyone' opens again", async () => {
    const a = await makeSubscriber(t.deps, 'tier_prata');
    const b = await makeMember(t.deps);
    const c = await makeMember(t.deps);
    const existing = await as(a).messages.start({ usernames: [c.username] });
    await settings(b, { whoCanMessage: 'nobody' });
    await settings(c, { whoCanMessage: 'nobody' });

    await expect(as(a).messages.start({ usernames: [b.username] })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Este membro não aceita novas conversas.',
    });
    await expect(as(a).messages.start({ usernames: [b.username, c.username], name: 'Bonde' })).rejects.toMatchObject({
      message: 'Este membro não aceita novas conversas.',
    });
    await expect(as(a).messages.start({ usernames: [c.username] })).resolves.toEqual({ id: existing.id, created: false });
    // Their own messages in an existing chat are not affected.
    await expect(as(a).messages.send({ conversationId: existing.id, content: 'ainda posso' })).resolves.toMatchObject({
      content: 'ainda posso',
    });

    await settings(b, { whoCanMessage: 'everyone' });
    await expect(as(a).messages.start({ usernames: [b.username] })).resolves.toMatchObject({ created: true });
  });

  it('settings read back the privacy fields; a save without them keeps them', async () => {
    const m = await makeMember(t.deps);
    expect(await as(m).members.account()).toMatchObject({ showOnline: true, whoCanMessage: 'everyone' });
    await settings(m, { showOnline: false, whoCanMessage: 'nobody' });
    expect(await as(m).members.account()).toMatchObject({ showOnline: false, whoCanMessage: 'nobody' });
    await settings(m, {});
    expect(await as(m).members.account()).toMatchObject({ showOnline: false, whoCanMessage: 'nobody' });
    await expect(
      as(m).members.updateSettings({ displayName: 'x', whatsapp: '+55 (21) 99876-5432', whoCanMessage: 'amigos' as 'nobody' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
  it('the WhatsApp is optional on a save: without it the stored one stays (a member with none can save privacy); one that is sent is checked', async () => {
    const m = await makeMember(t.deps);
    await as(m).members.updateSettings({ displayName: m.username, whatsapp: '+55 (21) 99876-5432' });
    await as(m).members.updateSettings({ displayName: m.username, showOnline: false });
    expect(await as(m).members.account()).toMatchObject({ whatsapp: '5521998765432', showOnline: false });
    await t.deps.db.update(profiles).set({ whatsappSealed: null, whatsappHash: null }).where(eq(profiles.userId, m.userId));
    await as(m).members.updateSettings({ displayName: m.username, whoCanMessage: 'nobody' });
    expect(await as(m).members.account()).toMatchObject({ whatsapp: null, whoCanMessage: 'nobody' });
    await expect(as(m).members.updateSettings({ displayName: m.username, whatsapp: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('privacy: blocks', () => {
  it('a block refuses starting and sending both ways, without saying who blocked whom; unblock restores', async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeSubscriber(t.deps, 'tier_bronze');
    const { id } = await as(a).messages.start({ usernames: [b.username] });
    // B opened it too: an empty chat is listed only for who opened it.
    await as(b).messages.start({ usernames: [a.username] });
    await as(b).messages.block({ username: `@${a.username.toUpperCase()}` });

    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      await expect(as(from).messages.start({ usernames: [to.username] })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Não é possível conversar com este membro.',
      });
      await expect(as(from).messages.send({ conversationId: id, content: 'oi' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Não é possível enviar mensagens nesta conversa.',
      });
    }
    expect(await t.deps.db.select().from(messages).where(eq(messages.conversationId, id))).toEqual([]);
    // Each side's view: B sees their own block, A a neutral "them".
    expect((await as(b).messages.conversations())[0]).toMatchObject({ id, blocked: 'me' });
    expect((await as(a).messages.conversations())[0]).toMatchObject({ id, blocked: 'them' });
    expect((await as(b).messages.blocked()).map((x) => x.username)).toEqual([a.username]);
    expect(await as(a).messages.blocked()).toEqual([]);

    // A cannot lift B's block.
    await as(a).messages.unblock({ username: b.username });
    await expect(as(a).messages.send({ conversationId: id, content: 'oi' })).rejects.toMatchObject({ code: 'FORBIDDEN' });

    await as(b).messages.unblock({ username: a.username });
    await expect(as(a).messages.send({ conversationId: id, content: 'de volta' })).resolves.toMatchObject({ content: 'de volta' });
    await expect(as(b).messages.send({ conversationId: id, content: 'oi!' })).resolves.toMatchObject({ content: 'oi!' });
    expect((await as(a).messages.conversations())[0]).toMatchObject({ blocked: null });
    expect(await as(b).messages.blocked()).toEqual([]);
  });

  it('an image message is refused too, and so is a new image upload', async () => {
    const { a, b, id, image, ticket } = await directChatWithUpload();
    await as(a).messages.block({ username: b.username });
    await expect(as(a).messages.sendImage({ conversationId: id, uploadId: ticket.uploadId })).rejects.toMatchObject({
      message: 'Não é possível enviar mensagens nesta conversa.',
    });
    // A new upload is refused before any byte is sent, by either side.
    for (const m of [a, b]) {
      await expect(as(m).messages.startImageUpload({ conversationId: id, size: image.length })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Não é possível enviar mensagens nesta conversa.',
      });
    }
  });

  it('a block that commits between the check and the write still stops the message (text and image), and the chat is left as it was', async () => {
    const { a, b, id, ticket } = await directChatWithUpload();
    const [before] = await t.deps.db.select().from(conversations).where(eq(conversations.id, id));
    // The database as the send sees it: B's block commits just before the send's batch, after its checks read.
    const db = t.deps.db;
    const racing = {
      ...t.deps,
      db: new Proxy(db, {
        get(target, key) {
          if (key !== 'batch') return Reflect.get(target, key);
          return async (...args: Parameters<typeof db.batch>) => {
            await db
              .insert(blocks)
              .values({ blockerId: b.userId, blockedId: a.userId, createdAt: t.deps.clock.now() })
              .onConflictDoNothing();
            return db.batch(...args);
          };
        },
      }),
    };
    await expect(sendMessage(racing, { userId: a.userId, conversationId: id, content: 'oi' })).rejects.toMatchObject({
      code: 'CONVERSATION_BLOCKED',
    });
    await db.delete(blocks).where(eq(blocks.blockerId, b.userId));
    await expect(sendImageMessage(racing, { userId: a.userId, conversationId: id, uploadId: ticket.uploadId })).rejects.toMatchObject({
      code: 'CONVERSATION_BLOCKED',
    });
    expect(await db.select().from(messages).where(eq(messages.conversationId, id))).toEqual([]);
    expect((await db.select().from(conversations).where(eq(conversations.id, id)))[0]?.lastMessageAt).toEqual(before?.lastMessageAt);
    // Without the block the same calls go through: the guard is the block, nothing else.
    await db.delete(blocks).where(eq(blocks.blockerId, b.userId));
    await expect(sendMessage(t.deps, { userId: a.userId, conversationId: id, content: 'oi' })).resolves.toMatchObject({ content: 'oi' });
    await expect(sendImageMessage(t.deps, { userId: a.userId, conversationId: id, uploadId: ticket.uploadId })).resolves.toMatchObject({
      messageType: 'image',
    });
  });

  it('a group with a blocked member cannot be started; a group already shared keeps working (blocks are between two people)', async () => {
    const a = await makeSubscriber(t.deps, 'tier_prata');
    const [b, c] = [await makeMember(t.deps), await makeMember(t.deps)];
    const group = await as(a).messages.start({ usernames: [b.username, c.username], name: 'Bonde' });
    await as(c).messages.block({ username: a.username });
    await expect(as(a).messages.start({ usernames: [b.username, c.username], name: 'Outro' })).rejects.toMatchObject({
      message: 'Não é possível conversar com este membro.',
    });
    await expect(as(a).messages.send({ conversationId: group.id, content: 'oi grupo' })).resolves.toMatchObject({ content: 'oi grupo' });
    expect((await as(c).messages.conversations()).find((x) => x.id === group.id)).toMatchObject({ blocked: null });
  });

  it('refuses blocking yourself or an unknown member; blocking twice is harmless', async () => {
    const a = await makeMember(t.deps);
    const b = await makeMember(t.deps);
    await expect(as(a).messages.block({ username: a.username })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Você não pode bloquear a si mesmo.',
    });
    await expect(as(a).messages.block({ username: 'ninguem_existe' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Membro não encontrado. Confira o @usuário.',
    });
    await as(a).messages.block({ username: b.username });
    await as(a).messages.block({ username: b.username });
    expect(await t.deps.db.select().from(blocks).where(eq(blocks.blockerId, a.userId))).toHaveLength(1);
  });
});

describe('privacy: hidden online status', () => {
  it("hides the member's last-seen from the others (not from themself)", async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeMember(t.deps);
    const { id } = await as(a).messages.start({ usernames: [b.username] });
    await as(a).messages.send({ conversationId: id, content: 'oi' });
    const seenAt = t.clock.now();
    await t.deps.db.insert(userPresence).values([
      { userId: a.userId, status: 'offline', lastSeenAt: seenAt },
      { userId: b.userId, status: 'offline', lastSeenAt: seenAt },
    ]);
    const bAsSeenBy = async (m: Member) =>
      (await as(m).messages.conversations())[0]!.participants.find((p) => p.userId === b.userId)!.lastSeenAt;
    expect(await bAsSeenBy(a)).toBe(seenAt.getTime());
    await settings(b, { showOnline: false });
    expect(await bAsSeenBy(a)).toBeNull();
    expect(await bAsSeenBy(b)).toBe(seenAt.getTime());
    // B still sees A's.
    expect((await as(b).messages.conversations())[0]!.participants.find((p) => p.userId === a.userId)!.lastSeenAt).toBe(seenAt.getTime());
  });

  it("the hidden member's grant carries no presence: the hub refuses their enter, they still see who else is there", async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeMember(t.deps);
    const { id } = await as(a).messages.start({ usernames: [b.username] });
    const channel = `conversation:${id}`;
    await settings(b, { showOnline: false });

    const hidden = await connect(await as(b).messages.realtimeGrant());
    hidden.ws.send(JSON.stringify({ op: 'subscribe', channel }));
    hidden.ws.send(JSON.stringify({ op: 'enter', channel }));
    await expect
      .poll(() => hidden.inbox.filter((m) => m.op === 'error').map((m) => [m.channel, m.message]))
      .toEqual([[channel, 'forbidden']]);

    const visible = await connect(await as(a).messages.realtimeGrant());
    visible.ws.send(JSON.stringify({ op: 'subscribe', channel }));
    visible.ws.send(JSON.stringify({ op: 'enter', channel }));
    await expect.poll(() => hidden.inbox.some((m) => m.op === 'presence' && m.members?.includes(a.userId))).toBe(true);
    expect(await t.deps.realtime.presence(channel)).toEqual([a.userId]);
    expect(visible.inbox.filter((m) => m.op === 'error')).toEqual([]);
    hidden.ws.close();
    visible.ws.close();
  });

  it("on Ably the hidden member's token request names no 'presence' either (signed locally, nothing sent)", async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeMember(t.deps);
    const { id } = await as(a).messages.start({ usernames: [b.username] });
    await settings(b, { showOnline: false });
    // A made-up key and an unroutable endpoint: a token request is signed without any call.
    const ably = ablyRealtime('appLocal.keyLocal:segredo-local', { endpoint: '127.0.0.1', port: 9, tls: false });
    const capability = async (userId: string) => {
      const grant = await realtimeGrant({ db: t.deps.db, clock: t.deps.clock, realtime: ably }, { userId });
      return JSON.parse((grant as { tokenRequest: { capability: string } }).tokenRequest.capability) as Record<string, string[]>;
    };
    expect((await capability(b.userId))[`conversation:${id}`]).toEqual(['subscribe']);
    expect((await capability(a.userId))[`conversation:${id}`]).toEqual(['presence', 'subscribe']);
  });
});

describe('privacy: presence across a block', () => {
  it("a block takes the chat out of both grants and ends the blocked member's socket: neither sees the other 'Online' or their last-seen", async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeSubscriber(t.deps, 'tier_bronze');
    const { id } = await as(a).messages.start({ usernames: [b.username] });
    await as(a).messages.send({ conversationId: id, content: 'oi' });
    await t.deps.db.insert(userPresence).values([
      { userId: a.userId, status: 'offline', lastSeenAt: t.clock.now() },
      { userId: b.userId, status: 'offline', lastSeenAt: t.clock.now() },
    ]);
    const channel = conversationChannel(id);
    const socket = await connect(await as(b).messages.realtimeGrant());
    let closed = false;
    socket.ws.on('close', () => (closed = true));

    await as(a).messages.block({ username: b.username });
    await t.background.idle();
    await expect.poll(() => closed).toBe(true);
    for (const m of [a, b]) {
      const grant = await as(m).messages.realtimeGrant();
      const again = await connect(grant);
      again.ws.send(JSON.stringify({ op: 'enter', channel }));
      await expect.poll(() => again.inbox.filter((x) => x.op === 'error').map((x) => x.channel)).toEqual([channel]);
      again.ws.close();
      const other = m === a ? b : a;
      expect((await as(m).messages.conversations())[0]!.participants.find((p) => p.userId === other.userId)!.lastSeenAt).toBeNull();
    }

    await as(a).messages.unblock({ username: b.username });
    const back = await connect(await as(b).messages.realtimeGrant());
    back.ws.send(JSON.stringify({ op: 'enter', channel }));
    await expect.poll(() => t.deps.realtime.presence(channel)).toEqual([b.userId]);
    back.ws.close();
  });
});
