import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { notifications, postPollOptions, postPolls, postPollVotes, profiles } from '../../../db/schema';
import { NOTIFICATION_EVENT, notificationsChannel, type NotificationEvent } from '../../../worker/contracts/notifications';
import { notifyPostAuthorStatement, publishPostAuthorNotice } from '../../../worker/services/notifications/notify-post-author';
import { awardReputationStatements } from '../../../worker/services/reputation/award-reputation';
import { makePost } from '../../factories/feed';
import { makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

// Many writes in a moment to test other rules: the write budgets have their own file (foundation/write-limits.test.ts).
const t = useTestDeps({ writeLimits: false });
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers, origin: 'http://localhost:3000' });

async function named(displayName: string) {
  const m = await makeMember(t.deps);
  await t.deps.db.update(profiles).set({ displayName }).where(eq(profiles.userId, m.userId));
  return m;
}

describe('notifications from activity on your post', () => {
  it('a reaction and a comment each notify the author; their own never do', async () => {
    const author = await named('Autora');
    const ana = await named('Ana');
    const postId = await makePost(t.deps, author.userId);
    await as(author).feed.react({ postId, type: 'heart' });
    await as(author).feed.comment({ postId, content: 'Meu próprio post' });
    expect(await as(author).notifications.list()).toEqual([]);

    await as(ana).feed.react({ postId, type: 'fire' });
    t.clock.advance(1000);
    await as(ana).feed.comment({ postId, content: 'Que hino!' });
    const list = await as(author).notifications.list();
    expect(list.map((n) => [n.type, n.title, n.message, n.isRead, n.postId])).toEqual([
      ['comment', 'Novo comentário', 'Ana comentou no seu post', false, postId],
      ['like', 'Nova reação', 'Ana reagiu ao seu post', false, postId],
    ]);
    expect(list[0]!.fromUser).toMatchObject({ username: ana.username, displayName: 'Ana' });
    // The author's own reaction is on the post's counts, but not among the people.
    expect(list.map((n) => n.actorCount)).toEqual([1, 1]);
    expect(await as(author).notifications.unreadCount()).toEqual({ count: 2 });
    // The author acting on their post now does not add themself to the group.
    await as(author).feed.comment({ postId, content: 'Valeu!' });
    expect((await as(author).notifications.list())[0]!.message).toBe('Ana comentou no seu post');
    expect(await as(ana).notifications.list()).toEqual([]);
  });

  it('groups repeats into one row: 1, 2 and 5 people, in Portuguese singular and plural', async () => {
    const author = await named('Autora');
    const fans = await Promise.all(['Ana', 'Bruno', 'Carla', 'Duda', 'Edu'].map(named));
    const likes = await makePost(t.deps, author.userId);
    const talk = await makePost(t.deps, author.userId);
    const texts = async () => (await as(author).notifications.list()).map((n) => [n.message, n.actorCount]);

    await as(fans[0]!).feed.react({ postId: likes, type: 'heart' });
    expect(await texts()).toEqual([['Ana reagiu ao seu post', 1]]);
    t.clock.advance(1000);
    await as(fans[1]!).feed.react({ postId: likes, type: 'fire' });
    expect(await texts()).toEqual([['Bruno e Ana reagiram ao seu post', 2]]);
    for (const fan of fans.slice(2)) {
      t.clock.advance(1000);
      await as(fan).feed.react({ postId: likes, type: 'mind_blown' });
    }
    expect(await texts()).toEqual([['Edu e mais 4 pessoas reagiram ao seu post', 5]]);

    t.clock.advance(1000);
    await as(fans[0]!).feed.comment({ postId: talk, content: 'Primeiro!' });
    t.clock.advance(1000);
    await as(fans[0]!).feed.comment({ postId: talk, content: 'De novo eu' });
    expect((await texts())[0]).toEqual(['Ana comentou no seu post', 1]);
    t.clock.advance(1000);
    await as(fans[3]!).feed.comment({ postId: talk, content: 'Hino' });
    expect((await texts())[0]).toEqual(['Duda e Ana comentaram no seu post', 2]);
    for (const fan of [fans[1]!, fans[2]!, fans[4]!]) {
      t.clock.advance(1000);
      await as(fan).feed.comment({ postId: talk, content: 'Top' });
    }
    expect(await texts()).toEqual([
      ['Edu e mais 4 pessoas comentaram no seu post', 5],
      ['Edu e mais 4 pessoas reagiram ao seu post', 5],
    ]);
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, author.userId))).toHaveLength(2);
  });

  it('a read group becomes unread again, on top, on new activity; a toggle by the same person does not', async () => {
    const author = await named('Autora');
    const [ana, bruno] = [await named('Ana'), await named('Bruno')];
    const older = await makePost(t.deps, author.userId);
    const newer = await makePost(t.deps, author.userId);
    await as(ana).feed.react({ postId: older, type: 'heart' });
    t.clock.advance(1000);
    await as(ana).feed.react({ postId: newer, type: 'heart' });
    await as(author).notifications.markAllRead();
    expect(await as(author).notifications.unreadCount()).toEqual({ count: 0 });

    t.clock.advance(1000);
    await as(bruno).feed.react({ postId: older, type: 'fire' });
    const [top] = await as(author).notifications.list();
    expect(top).toMatchObject({
      postId: older,
      isRead: false,
      message: 'Bruno e Ana reagiram ao seu post',
      createdAt: t.clock.now().toISOString(),
    });
    expect(await as(author).notifications.unreadCount()).toEqual({ count: 1 });

    // Bruno presses fire off and on, then switches to heart: nothing new for the author.
    await as(author).notifications.markRead({ id: top!.id });
    for (const type of ['fire', 'fire', 'heart'] as const) {
      t.clock.advance(1000);
      await as(bruno).feed.react({ postId: older, type });
    }
    expect(await as(author).notifications.unreadCount()).toEqual({ count: 0 });
  });

  it('markRead only touches the caller’s own notification (another member’s id is "not found")', async () => {
    const author = await named('Autora');
    const intruder = await named('Intrusa');
    const ana = await named('Ana');
    const postId = await makePost(t.deps, author.userId);
    await as(ana).feed.react({ postId, type: 'heart' });
    const [notice] = await as(author).notifications.list();
    await expect(as(intruder).notifications.markRead({ id: notice!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Notificação não encontrada',
    });
    await expect(as(author).notifications.markRead({ id: 'nao-existe' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await as(author).notifications.list())[0]!.isRead).toBe(false);
    expect(await as(author).notifications.markRead({ id: notice!.id })).toEqual({ ok: true });
    expect((await as(author).notifications.list())[0]!.isRead).toBe(true);
  });

  it('markAllRead reads every one of the caller’s, and nobody else’s', async () => {
    const author = await named('Autora');
    const other = await named('Outra');
    const ana = await named('Ana');
    for (const owner of [author, author, other]) {
      const postId = await makePost(t.deps, owner.userId);
      await as(ana).feed.comment({ postId, content: 'Oi' });
    }
    expect(await as(author).notifications.unreadCount()).toEqual({ count: 2 });
    expect(await as(author).notifications.markAllRead()).toEqual({ updated: 2 });
    expect(await as(author).notifications.unreadCount()).toEqual({ count: 0 });
    expect(await as(other).notifications.unreadCount()).toEqual({ count: 1 });
  });

  it('outlives a deleted post, without its link', async () => {
    const author = await named('Autora');
    const ana = await named('Ana');
    const postId = await makePost(t.deps, author.userId);
    await as(ana).feed.comment({ postId, content: 'Oi' });
    await as(author).feed.delete({ postId });
    expect((await as(author).notifications.list()).map((n) => [n.message, n.postId])).toEqual([['Ana comentou no seu post', null]]);
  });

  it('the list holds the 20 newest', async () => {
    const author = await named('Autora');
    const ana = await named('Ana');
    for (let i = 0; i < 22; i++) {
      t.clock.advance(1000);
      await as(ana).feed.comment({ postId: await makePost(t.deps, author.userId, { content: `Post ${i}` }), content: 'Oi' });
    }
    const list = await as(author).notifications.list();
    expect(list).toHaveLength(20);
    expect(list[0]!.createdAt > list[19]!.createdAt).toBe(true);
    expect(await as(author).notifications.unreadCount()).toEqual({ count: 22 });
  });
});

describe('poll votes: the statements the post-poll vote commits in its batch', () => {
  /** A vote, the author's notification and reputation in one batch, as the polls service writes it. */
  async function vote(voter: { userId: string }, pollId: string, optionId: string, postId: string) {
    const { db } = t.deps;
    const now = t.clock.now();
    const [, notified] = await db.batch([
      db.insert(postPollVotes).values({ pollId, optionId, userId: voter.userId, createdAt: now }),
      notifyPostAuthorStatement(t.deps, { id: t.deps.random.id(), postId, fromUserId: voter.userId, type: 'poll_vote', now }),
      ...awardReputationStatements(t.deps, { id: t.deps.random.id(), kind: 'poll_vote_received', postId, actorId: voter.userId, now }),
    ]);
    publishPostAuthorNotice(t.deps, { type: 'poll_vote', postId, written: notified });
  }

  it('groups votes on the post’s poll in Portuguese; the author’s own vote counts for nothing', async () => {
    const author = await named('Autora');
    const [ana, bruno, carla] = [await named('Ana'), await named('Bruno'), await named('Carla')];
    const postId = await makePost(t.deps, author.userId);
    const pollId = `poll_${postId}`;
    await t.deps.db.insert(postPolls).values({ id: pollId, postId, question: 'Qual hino?', multipleChoice: true });
    await t.deps.db
      .insert(postPollOptions)
      .values([0, 1].map((i) => ({ id: `${pollId}_${i}`, pollId, optionText: `Opção ${i}`, optionOrder: i })));
    const message = async () => (await as(author).notifications.list()).map((n) => [n.type, n.message]);

    await vote(author, pollId, `${pollId}_0`, postId);
    expect(await message()).toEqual([]);
    await vote(ana, pollId, `${pollId}_0`, postId);
    expect(await message()).toEqual([['poll_vote', 'Ana votou na sua enquete']]);
    await vote(ana, pollId, `${pollId}_1`, postId);
    expect(await message()).toEqual([['poll_vote', 'Ana votou na sua enquete']]);
    t.clock.advance(1000);
    await vote(bruno, pollId, `${pollId}_1`, postId);
    expect(await message()).toEqual([['poll_vote', 'Bruno e Ana votaram na sua enquete']]);
    t.clock.advance(1000);
    await vote(carla, pollId, `${pollId}_0`, postId);
    expect(await message()).toEqual([['poll_vote', 'Carla e mais 2 pessoas votaram na sua enquete']]);
    // +1 per voter, once each (Ana's second option earns nothing), nothing for the author's own vote.
    const [wallet] = await t.deps.db
      .select({ reputation: profiles.reputationScore, coins: profiles.mitoCoins })
      .from(profiles)
      .where(eq(profiles.userId, author.userId));
    expect(wallet).toEqual({ reputation: 3, coins: 3 });
    await t.background.idle();
  });
});

describe('live: NOTIFICATION_EVENT on the author’s channel after the commit', () => {
  let server: Server | undefined;
  afterAll(() => server?.close());

  async function subscribe(member: { headers: Headers; userId: string }) {
    if (!server) {
      server = createServer((_req, res) => res.writeHead(404).end());
      t.hub.attach(server, { allowedOrigins: () => ['http://localhost:3000'] });
      await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    }
    // The member's own grant, as the browser gets it.
    const grant = await as(member).messages.realtimeGrant();
    if (grant.kind !== 'local') throw new Error('expected a local grant');
    const ws = new WebSocket(
      `ws://127.0.0.1:${(server.address() as AddressInfo).port}${grant.socketPath}?token=${encodeURIComponent(grant.token)}`,
    );
    const inbox: Array<{ op: string; channel?: string; name?: string; data?: NotificationEvent }> = [];
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const channel = notificationsChannel(member.userId);
    ws.send(JSON.stringify({ op: 'subscribe', channel }));
    ws.on('message', (d) => inbox.push(JSON.parse(d.toString())));
    // The hub answers a subscribe with the channel's presence: from then on we are listening.
    await expect.poll(() => inbox.some((m) => m.op === 'presence' && m.channel === channel)).toBe(true);
    return { ws, inbox, events: () => inbox.filter((m) => m.op === 'message' && m.channel === channel) };
  }

  it('publishes once the batch committed: the event names a row that is already in the database', async () => {
    const author = await named('Autora');
    const ana = await named('Ana');
    const postId = await makePost(t.deps, author.userId);
    const sub = await subscribe(author);
    const order: string[] = [];
    sub.ws.on('message', (d) => {
      if ((JSON.parse(d.toString()) as { op: string }).op === 'message') order.push('event');
    });

    await as(ana).feed.react({ postId, type: 'heart' });
    order.push('response');
    await expect.poll(() => sub.events().length).toBe(1);
    const event = sub.events()[0]!;
    expect(event.name).toBe(NOTIFICATION_EVENT);
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.id, event.data!.id));
    expect(event.data).toEqual({ id: row!.id, title: 'Nova reação', message: 'Ana reagiu ao seu post', postId });
    // The request did not wait for the publish.
    expect(order).toEqual(['response', 'event']);

    // Nothing new for the author (their own action, a removal): nothing published.
    await as(author).feed.comment({ postId, content: 'Eu mesma' });
    await as(ana).feed.react({ postId, type: 'heart' });
    await t.background.idle();
    t.clock.advance(1000);
    await as(ana).feed.comment({ postId, content: 'Hino!' });
    await expect.poll(() => sub.events().length).toBe(2);
    expect(sub.events()[1]!.data).toMatchObject({ title: 'Novo comentário', message: 'Ana comentou no seu post' });
    sub.ws.close();
  });
});
