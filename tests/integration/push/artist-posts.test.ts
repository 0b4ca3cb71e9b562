import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../../db/schema';
import { artistMember } from '../../factories/artist-member';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { startPushServiceStandIn, type PushServiceStandIn, type TestSubscription } from '../../setup/push-service-stand-in';
import { useTestDeps } from '../../setup/test-deps';

/*
 * 'Posts do MC Mito': the artist's posts reach the followers' bell and devices (decrypted by the
 * local push service), grouped like the bell's other rows, and never with an exclusive post's text.
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
const bellPosts = async (m: Member) => (await api(m).notifications.list()).filter((n) => n.type === 'post');
const follower = async (tier?: 'tier_bronze' | 'tier_ouro') => {
  const fan = tier ? await makeSubscriber(t.deps, tier) : await makeMember(t.deps);
  await api(fan).social.follow({ username: (await artistMember(t.deps)).username });
  return fan;
};
/** The name the bell shows: the artist's display name, else the username. */
const artistName = async () => {
  const artist = await artistMember(t.deps);
  const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, artist.userId));
  return row!.displayName ?? row!.username;
};

describe('Posts do MC Mito', () => {
  it('a post of the artist reaches a follower’s bell and device; not a non-follower, not the artist', async () => {
    const artist = await artistMember(t.deps);
    const fan = await follower();
    const stranger = await makeMember(t.deps);
    const [fanPhone, strangerPhone, artistPhone] = await Promise.all([subscribed(fan), subscribed(stranger), subscribed(artist)]);
    const name = await artistName();
    const { id: postId } = await api(artist).feed.create({ content: 'Clipe novo sai sexta!' });
    await settle();
    const [got] = await service.waitFor(1, fanPhone.endpoint);
    expect(JSON.parse(got!.text)).toEqual({
      title: 'Post novo',
      body: `${name} publicou um post novo`,
      url: `/feed?post=${postId}`,
      tag: 'artist_posts',
    });
    expect(await bellPosts(fan)).toMatchObject([{ title: 'Post novo', message: `${name} publicou um post novo`, postId, isRead: false }]);
    expect(shown(strangerPhone.endpoint)).toEqual([]);
    expect(shown(artistPhone.endpoint)).toEqual([]);
    expect(await bellPosts(stranger)).toEqual([]);
    expect(service.errors).toEqual([]);
  });

  it('a member’s own post, or a followed member’s, is not an artist post', async () => {
    const author = await makeSubscriber(t.deps, 'tier_bronze');
    const fan = await follower();
    await api(fan).social.follow({ username: author.username });
    await api(author).feed.create({ content: 'Também posto' });
    await settle();
    expect(await bellPosts(fan)).toEqual([]);
  });

  it('several posts while unread are one bell row and one tag, the newer push replacing the older; once read it starts over', async () => {
    const artist = await artistMember(t.deps);
    const fan = await follower();
    const phone = await subscribed(fan);
    const name = await artistName();
    await api(artist).feed.create({ content: 'Um' });
    await settle();
    const { id: second } = await api(artist).feed.create({ content: 'Dois' });
    await settle();
    await service.waitFor(2, phone.endpoint);
    expect(shown(phone.endpoint).map((p) => [p.body, p.tag])).toEqual([
      [`${name} publicou um post novo`, 'artist_posts'],
      [`${name} publicou 2 posts novos`, 'artist_posts'],
    ]);
    const rows = await bellPosts(fan);
    expect(rows).toMatchObject([{ message: `${name} publicou 2 posts novos`, postId: second, actorCount: 2 }]);
    await api(fan).notifications.markRead({ id: rows[0]!.id });
    await api(artist).feed.create({ content: 'Três' });
    await settle();
    expect(await bellPosts(fan)).toMatchObject([{ message: `${name} publicou um post novo`, isRead: false }]);
  });

  it('an exclusive post tells a lower tier only for whom it is, in the bell and on the device', async () => {
    const artist = await artistMember(t.deps);
    const fan = await follower('tier_bronze');
    const phone = await subscribed(fan);
    const name = await artistName();
    const { id: postId } = await api(artist).feed.create({ content: 'Segredo do clipe: gravamos em Recife', visibility: 'ouro' });
    await settle();
    const [got] = await service.waitFor(1, phone.endpoint);
    expect(got!.text).not.toContain('Segredo');
    expect(JSON.parse(got!.text)).toMatchObject({ body: `${name} publicou um conteúdo exclusivo para assinantes Ouro` });
    const [row] = await bellPosts(fan);
    expect(row).toMatchObject({ postId, message: `${name} publicou um conteúdo exclusivo para assinantes Ouro`, postExcerpt: null });
    expect(JSON.stringify(row)).not.toContain('Segredo');
  });

  it('switched off, neither the bell nor the device hears of the artist’s posts', async () => {
    const artist = await artistMember(t.deps);
    const fan = await follower();
    const phone = await subscribed(fan);
    await api(fan).push.setPreferences({ messages: true, mentions: true, followers: true, posts: false, lives: true });
    await api(artist).feed.create({ content: 'Ninguém vê?' });
    // A mention still comes: only the posts' switch is off.
    await api(artist).feed.create({ content: `Valeu, @${fan.username}` });
    await settle();
    await service.waitFor(1, phone.endpoint);
    expect(shown(phone.endpoint).map((p) => p.title)).toEqual(['Nova menção']);
    expect(await bellPosts(fan)).toEqual([]);
  });
});
