import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lives, pushSubscriptions } from '../../../db/schema';
import { announceDueLives } from '../../../worker/services/lives/announce-lives';
import { artistMember } from '../../factories/artist-member';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { startPushServiceStandIn, type PushServiceStandIn, type TestSubscription } from '../../setup/push-service-stand-in';
import { TEST_VAPID_PUBLIC_KEY } from '../../setup/test-config';
import { useTestDeps } from '../../setup/test-deps';

/*
 * Web Push end to end on the Node entry's deps: members subscribe devices on a local push service
 * that checks VAPID and decrypts with each device's private key; what it received is what a phone shows.
 */
const t = useTestDeps({ writeLimits: false });
let service: PushServiceStandIn;
beforeAll(async () => {
  service = await startPushServiceStandIn({ now: () => t.clock.now().getTime() });
});
afterAll(() => service.close());

type Member = Awaited<ReturnType<typeof makeMember>>;
const api = (m: Member) => t.caller({ headers: m.headers });
const subscribed = async (m: Member): Promise<TestSubscription> => {
  const device = service.subscribe();
  await api(m).push.subscribe({ endpoint: device.endpoint, keys: device.keys });
  return device;
};
const settle = () => t.background.idle();
const shown = (endpoint: string) => service.shown(endpoint);
const devicesOf = (userId: string) => t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('Web Push', () => {
  it('a mention reaches the mentioned member’s device, signed with the site’s VAPID key and readable only with its keys', async () => {
    const ana = await makeMember(t.deps);
    const bia = await makeSubscriber(t.deps, 'tier_bronze');
    expect(await api(ana).push.settings()).toEqual({
      publicKey: TEST_VAPID_PUBLIC_KEY,
      preferences: { messages: true, mentions: true, followers: true, posts: true, lives: true },
    });
    const device = await subscribed(ana);
    const { id: postId } = await api(bia).feed.create({ content: `Bora pro show, @${ana.username}?` });
    await settle();
    const [got] = await service.waitFor(1, device.endpoint);
    expect(got!.vapidKey).toBe(TEST_VAPID_PUBLIC_KEY);
    expect(got!.claims).toMatchObject({ aud: service.origin, sub: 'mailto:testes@mcmito.com.br' });
    expect(got!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' });
    expect(JSON.parse(got!.text)).toEqual({
      title: 'Nova menção',
      body: `${bia.username} mencionou você em um post`,
      url: `/feed?post=${postId}`,
      tag: `mention:post:${postId}`,
    });
    expect(service.errors).toEqual([]);
  });

  it('a DM pushes to the other side only, with the bell’s line; switched off, nothing goes', async () => {
    const caio = await makeSubscriber(t.deps, 'tier_ouro');
    const duda = await makeMember(t.deps);
    const caioPhone = await subscribed(caio);
    const dudaPhone = await subscribed(duda);
    const { id: conversationId } = await api(caio).messages.start({ usernames: [duda.username] });
    await api(caio).messages.send({ conversationId, content: 'Chegou a camiseta?' });
    await settle();
    await service.waitFor(1, dudaPhone.endpoint);
    expect(shown(dudaPhone.endpoint)).toEqual([
      {
        title: 'Nova mensagem',
        body: `${caio.username}: Chegou a camiseta?`,
        url: `/messages?conversa=${conversationId}`,
        tag: `message:${conversationId}`,
      },
    ]);
    expect(service.received.find((r) => r.endpoint === dudaPhone.endpoint)!.headers.urgency).toBe('high');
    expect(shown(caioPhone.endpoint)).toEqual([]);

    await api(duda).push.setPreferences({ messages: false, mentions: true, followers: true, posts: true, lives: true });
    await api(caio).messages.send({ conversationId, content: 'Responde aí' });
    await settle();
    expect(shown(dudaPhone.endpoint)).toHaveLength(1);
  });

  it('an exclusive post’s mention carries none of the post’s text to a lower tier', async () => {
    const artist = await artistMember(t.deps);
    const fan = await makeMember(t.deps);
    const device = await subscribed(fan);
    await api(artist).feed.create({ content: `Segredo do clipe novo, @${fan.username}`, visibility: 'prata' });
    await settle();
    const [got] = await service.waitFor(1, device.endpoint);
    expect(got!.text).not.toContain('Segredo');
    expect(JSON.parse(got!.text)).toMatchObject({ title: 'Nova menção', body: `${artist.username} mencionou você em um post` });
  });

  it('a comment on your post and a new follower reach your device; reactions stay in the bell', async () => {
    const author = await makeSubscriber(t.deps, 'tier_bronze');
    const fan = await makeMember(t.deps);
    const device = await subscribed(author);
    const { id: postId } = await api(author).feed.create({ content: 'Primeiro post!' });
    await api(fan).feed.react({ postId, type: 'fire' });
    await api(fan).feed.comment({ postId, content: 'Que som!' });
    await api(fan).social.follow({ username: author.username });
    await settle();
    await service.waitFor(2, device.endpoint);
    expect(shown(device.endpoint).map((p) => [p.title, p.url])).toEqual(
      expect.arrayContaining([
        ['Novo comentário', `/feed?post=${postId}`],
        ['Novo seguidor', `/membro/${fan.username}`],
      ]),
    );
    expect(shown(device.endpoint)).toHaveLength(2);
  });

  it('a live that starts reaches the devices of members whose plan has lives, unless they switched lives off', async () => {
    await t.deps.db.update(lives).set({ announcedAt: t.clock.now() }).where(isNull(lives.announcedAt));
    const [prata, ouro, bronze] = await Promise.all([
      makeSubscriber(t.deps, 'tier_prata'),
      makeSubscriber(t.deps, 'tier_ouro'),
      makeSubscriber(t.deps, 'tier_bronze'),
    ]);
    const [prataPhone, ouroPhone, bronzePhone] = await Promise.all([subscribed(prata), subscribed(ouro), subscribed(bronze)]);
    await api(ouro).push.setPreferences({ messages: true, mentions: true, followers: true, posts: true, lives: false });
    const id = `live_${t.deps.random.id()}`;
    const now = t.clock.now();
    await t.deps.db
      .insert(lives)
      .values({ id, title: 'Live surpresa', startsAt: new Date(now.getTime() - 1000), url: 'https://youtu.be/x', createdAt: now });
    expect(await announceDueLives(t.deps)).toEqual({ announced: [id] });
    await settle();
    await service.waitFor(1, prataPhone.endpoint);
    expect(shown(prataPhone.endpoint)).toEqual([
      { title: 'A live começou!', body: 'Live surpresa — assista agora no seu painel.', url: '/dashboard', tag: `live:${id}` },
    ]);
    expect(shown(ouroPhone.endpoint)).toEqual([]);
    expect(shown(bronzePhone.endpoint)).toEqual([]);
  });

  it('a push service answering 410 removes that device; the member’s other device stays', async () => {
    const ana = await makeMember(t.deps);
    const bia = await makeSubscriber(t.deps, 'tier_bronze');
    const old = await subscribed(ana);
    const current = await subscribed(ana);
    service.markGone(old.endpoint);
    await api(bia).feed.create({ content: `Oi @${ana.username}` });
    await settle();
    await service.waitFor(1, current.endpoint);
    expect((await devicesOf(ana.userId)).map((d) => d.endpoint)).toEqual([current.endpoint]);
  });

  it('signing out removes that browser’s device, and turning it off removes only the member’s own', async () => {
    const ana = await makeMember(t.deps);
    const bia = await makeMember(t.deps);
    const anaPhone = await subscribed(ana);
    const biaPhone = await subscribed(bia);
    // Another member cannot turn off someone else's device by its endpoint.
    await api(ana).push.unsubscribe({ endpoint: biaPhone.endpoint });
    expect(await devicesOf(bia.userId)).toHaveLength(1);
    await api(bia).push.unsubscribe({ endpoint: biaPhone.endpoint });
    expect(await devicesOf(bia.userId)).toEqual([]);
    await api(ana).auth.signOut();
    expect(await devicesOf(ana.userId)).toEqual([]);
    expect(anaPhone.endpoint).toMatch(/^http:\/\/127\.0\.0\.1/);
  });

  it('a browser endpoint belongs to the member who subscribed from it last', async () => {
    const ana = await makeMember(t.deps);
    const bia = await makeMember(t.deps);
    const shared = await subscribed(ana);
    await api(bia).push.subscribe({ endpoint: shared.endpoint, keys: shared.keys });
    expect(await devicesOf(ana.userId)).toEqual([]);
    expect((await devicesOf(bia.userId)).map((d) => d.endpoint)).toEqual([shared.endpoint]);
  });

  it('refuses endpoints that are not push services, and visitors without a session', async () => {
    const ana = await makeMember(t.deps);
    const keys = service.subscribe().keys;
    await expect(api(ana).push.subscribe({ endpoint: 'https://example.com/push/1', keys })).rejects.toMatchObject({
      message: 'Este navegador não pode receber notificações do site.',
    });
    await expect(api(ana).push.subscribe({ endpoint: 'http://10.0.0.1/push/1', keys })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(t.caller().push.subscribe({ endpoint: service.subscribe().endpoint, keys })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller().push.settings()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await devicesOf(ana.userId)).toEqual([]);
  });
});
