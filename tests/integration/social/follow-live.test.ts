import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { notifications, profiles } from '../../../db/schema';
import { NOTIFICATION_EVENT, notificationsChannel, type NotificationEvent } from '../../../worker/contracts/notifications';
import { makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps({ writeLimits: false });
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers, origin: 'http://localhost:3000' });

let server: Server | undefined;
afterAll(() => server?.close());

/** The member's browser on the local hub, with their own grant, listening on their notifications channel. */
async function subscribe(member: { headers: Headers; userId: string }) {
  if (!server) {
    server = createServer((_req, res) => res.writeHead(404).end());
    t.hub.attach(server, { allowedOrigins: () => ['http://localhost:3000'] });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  }
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
  await expect.poll(() => inbox.some((m) => m.op === 'presence' && m.channel === channel)).toBe(true);
  return { ws, events: () => inbox.filter((m) => m.op === 'message' && m.channel === channel) };
}

describe('a new follower, live', () => {
  it("the followed member's browsers hear of it after the commit; a refollow publishes nothing", async () => {
    const [star, ana] = [await makeMember(t.deps), await makeMember(t.deps)];
    await t.deps.db.update(profiles).set({ displayName: 'Ana' }).where(eq(profiles.userId, ana.userId));
    const sub = await subscribe(star);
    await as(ana).social.follow({ username: star.username });
    await expect.poll(() => sub.events().length).toBe(1);
    const event = sub.events()[0]!;
    expect(event.name).toBe(NOTIFICATION_EVENT);
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.id, event.data!.id));
    expect(event.data).toEqual({ id: row!.id, title: 'Novo seguidor', message: 'Ana começou a seguir você', postId: null });
    await as(ana).social.unfollow({ username: star.username });
    await as(ana).social.follow({ username: star.username });
    await t.background.idle();
    expect(sub.events()).toHaveLength(1);
    sub.ws.close();
  });
});
