import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENT, notificationsChannel } from '../../../worker/contracts/notifications';
import { makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';
import { realtimeListener } from './listen';

/*
 * Unread messages: the badge counts conversations with news since the member last read them;
 * a new message is one bell row per conversation (a chatty friend is one row) and a live event,
 * and reading the chat clears both.
 */
const t = useTestDeps({ writeLimits: false });
const listen = realtimeListener(t);
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers, origin: 'http://localhost:3000' });
const member = () => makeSubscriber(t.deps, 'tier_prata');

async function chat(a: { headers: Headers }, b: { username: string }) {
  return (await as(a).messages.start({ usernames: [b.username] })).id;
}

describe('unread messages', () => {
  it('counts conversations with news from others, not the member’s own messages; reading one clears it', async () => {
    const [ana, bia, caio] = [await member(), await member(), await member()];
    const withBia = await chat(ana, bia);
    const withCaio = await chat(ana, caio);
    expect(await as(ana).messages.unreadCount()).toEqual({ conversations: 0 });

    await as(ana).messages.send({ conversationId: withBia, content: 'Oi Bia' });
    expect(await as(ana).messages.unreadCount()).toEqual({ conversations: 0 });
    expect(await as(bia).messages.unreadCount()).toEqual({ conversations: 1 });

    t.clock.advance(1000);
    await as(bia).messages.send({ conversationId: withBia, content: 'Oi!' });
    t.clock.advance(1000);
    await as(bia).messages.send({ conversationId: withBia, content: 'Tudo bem?' });
    t.clock.advance(1000);
    await as(caio).messages.send({ conversationId: withCaio, content: 'Fala' });
    expect(await as(ana).messages.unreadCount()).toEqual({ conversations: 2 });
    // Answering reads the chat for the sender.
    expect(await as(bia).messages.unreadCount()).toEqual({ conversations: 0 });

    t.clock.advance(1000);
    await as(ana).messages.markRead({ conversationId: withBia });
    expect(await as(ana).messages.unreadCount()).toEqual({ conversations: 1 });
  });

  it('is one indexed walk: the member’s participant rows, then one probe per conversation', async () => {
    const plan = await t.deps.db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN SELECT count(*) FROM conversation_participants cp
      WHERE cp.user_id = 'x' AND EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = cp.conversation_id
        AND m.created_at > coalesce(cp.last_read_at, 0) AND m.sender_id <> 'x' AND m.is_deleted = 0)`);
    const steps = plan.map((r) => r.detail).join('\n');
    expect(steps).toMatch(/SEARCH cp USING (COVERING )?INDEX participants_user_idx/);
    expect(steps).toMatch(/SEARCH m USING INDEX messages_conversation_idx \(conversation_id=\? AND created_at>\?\)/);
    expect(steps).not.toMatch(/SCAN/);
  });

  it('a chatty friend is one bell row per conversation, saying how many; reading the chat reads it', async () => {
    const [ana, bia] = [await member(), await member()];
    const id = await chat(bia, ana);
    await as(bia).messages.send({ conversationId: id, content: 'Bora no show sábado?' });
    let rows = (await as(ana).notifications.list()).filter((n) => n.type === 'message');
    expect(rows).toMatchObject([{ title: 'Nova mensagem', isRead: false, conversationId: id, postId: null }]);
    expect(rows[0]!.message).toMatch(/: Bora no show sábado\?$/);

    for (const content of ['Vai ser brabo', 'Responde aí']) {
      t.clock.advance(1000);
      await as(bia).messages.send({ conversationId: id, content });
    }
    rows = (await as(ana).notifications.list()).filter((n) => n.type === 'message');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toMatch(/^3 novas mensagens\. .+: Responde aí$/);
    expect(await as(ana).notifications.unreadCount()).toEqual({ count: 1 });
    expect(await as(bia).notifications.list()).toEqual([]);

    await as(ana).messages.markRead({ conversationId: id });
    expect(await as(ana).notifications.unreadCount()).toEqual({ count: 0 });
    // The next message after reading is news again, counted from the read.
    t.clock.advance(1000);
    await as(bia).messages.send({ conversationId: id, content: 'Ei' });
    rows = (await as(ana).notifications.list()).filter((n) => n.type === 'message');
    expect(rows).toMatchObject([{ isRead: false }]);
    expect(rows[0]!.message).toMatch(/: Ei$/);
  });

  it('the recipient hears it live on their own notifications channel, with the conversation', async () => {
    const [ana, bia] = [await member(), await member()];
    const id = await chat(bia, ana);
    const heard = await listen(ana, [notificationsChannel(ana.userId)]);
    await as(bia).messages.send({ conversationId: id, content: 'Chegou?' });
    await expect.poll(() => heard.events(notificationsChannel(ana.userId)).length).toBe(1);
    const [event] = heard.events(notificationsChannel(ana.userId));
    expect(event).toMatchObject({ name: NOTIFICATION_EVENT, data: { title: 'Nova mensagem', conversationId: id } });
  });

  it('a refused message (a block) notifies nobody', async () => {
    const [ana, bia] = [await member(), await member()];
    const id = await chat(bia, ana);
    await as(ana).messages.block({ username: bia.username });
    await expect(as(bia).messages.send({ conversationId: id, content: 'Oi?' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await as(ana).notifications.list()).toEqual([]);
    expect(await as(ana).messages.unreadCount()).toEqual({ conversations: 0 });
  });

  it('refuses a visitor, and counts only the caller’s own conversations', async () => {
    await expect(t.caller({ origin: 'http://localhost:3000' }).messages.unreadCount()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const [ana, bia, outsider] = [await member(), await member(), await member()];
    const id = await chat(ana, bia);
    await as(ana).messages.send({ conversationId: id, content: 'Só pra Bia' });
    expect(await as(outsider).messages.unreadCount()).toEqual({ conversations: 0 });
  });
});
