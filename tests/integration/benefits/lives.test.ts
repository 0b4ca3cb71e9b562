import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lives, notifications, subscriptions } from '../../../db/schema';
import type { Realtime } from '../../../worker/adapters/realtime/port';
import { LIVE_OPEN_MS } from '../../../worker/contracts/lives';
import { NOTIFICATION_EVENT, notificationsChannel } from '../../../worker/contracts/notifications';
import { announceDueLives } from '../../../worker/services/lives/announce-lives';
import { makeLive } from '../../factories/benefits';
import { makeArtistSession, makeMember, makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const HOUR = 3_600_000;
let ipSeq = 0;
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers, ip: `198.51.100.${++ipSeq}` });
const panel = async () => as(await makeArtistSession(t.deps));

/** The real hub, with every publish written down as it passes. */
function recordingDeps() {
  const published: Array<{ channel: string; name: string; data: unknown }> = [];
  const realtime: Realtime = {
    ...t.deps.realtime,
    publish: (channel, name, data) => {
      published.push({ channel, name, data });
      return t.deps.realtime.publish(channel, name, data);
    },
  };
  return { deps: { ...t.deps, realtime }, published };
}

const liveNotices = (userId: string) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'live')));

/** Every live still open in the database is closed, so each test sees only its own. */
async function noOtherLives() {
  await t.deps.db.update(lives).set({ canceledAt: t.clock.now() });
}

describe('the panel schedules lives', () => {
  it('takes the date and time in São Paulo time, lists the upcoming ones soonest first, and cancels one', async () => {
    await noOtherLives();
    const api = await panel();
    // The test clock: 2026-11-23 12:00 UTC, 09:00 in São Paulo.
    const later = await api.artist.scheduleLive({
      title: 'Live do EP',
      date: '2026-11-30',
      time: '20:00',
      url: 'https://www.youtube.com/live/abc',
    });
    const sooner = await api.artist.scheduleLive({
      title: '  Bate-papo no Insta ',
      date: '2026-11-23',
      time: '09:30',
      url: 'https://instagram.com/mcmito/live',
    });
    const list = await api.artist.lives();
    expect(list.map((l) => [l.title, l.startsAt, l.url, l.live])).toEqual([
      ['Bate-papo no Insta', '2026-11-23T12:30:00.000Z', 'https://instagram.com/mcmito/live', false],
      ['Live do EP', '2026-11-30T23:00:00.000Z', 'https://www.youtube.com/live/abc', false],
    ]);
    await api.artist.cancelLive({ id: sooner.id });
    expect((await api.artist.lives()).map((l) => l.id)).toEqual([later.id]);
    await expect(api.artist.cancelLive({ id: sooner.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Live não encontrada.' });
  });

  it('accepts only https links, a time still ahead and a title without direction controls, in Portuguese', async () => {
    const api = await panel();
    const base = { title: 'Live', date: '2026-12-01', time: '20:00' };
    const https = 'Informe um link que comece com https:// (YouTube, Instagram ou outro site seguro)';
    for (const url of ['http://youtube.com/live/x', 'javascript:alert(1)', 'youtube.com/live', 'https://usuario:senha@exemplo.com/live']) {
      await expect(api.artist.scheduleLive({ ...base, url }), url).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(https),
      });
    }
    await expect(api.artist.scheduleLive({ ...base, date: '2026-11-23', time: '08:59', url: 'https://youtu.be/x' })).rejects.toMatchObject({
      message: 'Escolha uma data e um horário que ainda não passaram.',
    });
    await expect(api.artist.scheduleLive({ ...base, date: '2026-02-30', url: 'https://youtu.be/x' })).rejects.toMatchObject({
      message: 'Escolha uma data válida.',
    });
    const { id } = await api.artist.scheduleLive({ ...base, title: 'Live \u202Eevil\u202C do Mito', url: 'https://youtu.be/x' });
    const row = await t.deps.db.select().from(lives).where(eq(lives.id, id)).get();
    expect(row!.title).toBe('Live evil do Mito');
  });

  it('counts the panel writes: past the budget the next is refused with the wait in Portuguese', async () => {
    const api = await panel();
    const input = { title: 'Live', date: '2026-12-02', time: '20:00', url: 'https://youtu.be/x' };
    for (let i = 0; i < 20; i++) await api.artist.scheduleLive(input);
    await expect(api.artist.scheduleLive(input)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas alterações de lives em pouco tempo. Tente novamente em 10 minutos.',
    });
    await noOtherLives();
  });
});

describe("the members' 'Próxima live'", () => {
  it('gives Bronze and free members nothing about the live, never its link, before or after it starts', async () => {
    await noOtherLives();
    const url = 'https://www.youtube.com/live/segredo-so-prata';
    await makeLive(t.deps, { inMs: HOUR, url });
    const bronze = await makeSubscriber(t.deps, 'tier_bronze');
    const free = await makeMember(t.deps);
    for (const m of [bronze, free]) expect(await as(m).lives.next()).toEqual({ access: false });
    await t.clock.advance(HOUR + 60_000);
    for (const m of [bronze, free]) {
      const answer = await as(m).lives.next();
      expect(answer).toEqual({ access: false });
      expect(JSON.stringify(answer)).not.toContain('segredo');
    }
    await t.background.idle();
  });

  it('shows Prata and Ouro the countdown without the link, then the link from the start until 3 h later', async () => {
    await noOtherLives();
    const url = 'https://www.youtube.com/live/agora';
    const id = await makeLive(t.deps, { inMs: HOUR, title: 'Live de lançamento', url });
    const prata = await makeSubscriber(t.deps, 'tier_prata');
    const ouro = await makeSubscriber(t.deps, 'tier_ouro');
    const startsAt = new Date(t.clock.now().getTime() + HOUR).toISOString();
    for (const m of [prata, ouro])
      expect(await as(m).lives.next()).toEqual({ access: true, live: { id, title: 'Live de lançamento', startsAt, status: 'upcoming' } });
    await t.clock.advance(HOUR);
    expect(await as(prata).lives.next()).toEqual({
      access: true,
      live: { id, title: 'Live de lançamento', startsAt, status: 'live', url },
    });
    await t.clock.advance(LIVE_OPEN_MS - 1000);
    expect(await as(ouro).lives.next()).toMatchObject({ live: { status: 'live', url } });
    await t.clock.advance(1000);
    expect(await as(ouro).lives.next()).toEqual({ access: true, live: null });
    await t.background.idle();
  });

  it('a lapsed Prata subscription loses the live', async () => {
    await noOtherLives();
    await makeLive(t.deps, { inMs: HOUR });
    const lapsed = await makeSubscriber(t.deps, 'tier_prata');
    await t.deps.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, lapsed.userId));
    expect(await as(lapsed).lives.next()).toEqual({ access: false });
  });
});

describe('the announcement when a live starts', () => {
  it('notifies each Prata and Ouro member once, live on their channel, and nobody else', async () => {
    await noOtherLives();
    const { deps, published } = recordingDeps();
    const id = await makeLive(t.deps, { inMs: 10 * 60_000, title: 'Live surpresa' });
    const prata = await makeSubscriber(t.deps, 'tier_prata');
    const ouro = await makeSubscriber(t.deps, 'tier_ouro');
    const bronze = await makeSubscriber(t.deps, 'tier_bronze');
    const free = await makeMember(t.deps);

    expect(await announceDueLives(deps)).toEqual({ announced: [] });
    await t.clock.advance(10 * 60_000);
    // Two runs at once (a minute's job and a member's read): one announcement.
    const runs = await Promise.all([announceDueLives(deps), announceDueLives(deps), announceDueLives(deps)]);
    expect(runs.flatMap((r) => r.announced)).toEqual([id]);
    await announceDueLives(deps);
    await t.background.idle();

    for (const m of [prata, ouro]) {
      const rows = await liveNotices(m.userId);
      expect(rows.map((r) => [r.title, r.message, r.isRead])).toEqual([
        ['A live começou!', 'Live surpresa — assista agora no seu painel.', false],
      ]);
      const events = published.filter((p) => p.channel === notificationsChannel(m.userId));
      expect(events).toEqual([
        {
          channel: notificationsChannel(m.userId),
          name: NOTIFICATION_EVENT,
          data: { id: rows[0]!.id, title: 'A live começou!', message: rows[0]!.message, liveId: id },
        },
      ]);
    }
    for (const m of [bronze, free]) {
      expect(await liveNotices(m.userId)).toEqual([]);
      expect(published.filter((p) => p.channel === notificationsChannel(m.userId))).toEqual([]);
    }
    expect((await t.deps.db.select().from(lives).where(eq(lives.id, id)).get())!.announcedAt).toEqual(t.clock.now());
    // The bell lists it like any other notification.
    expect((await as(prata).notifications.list())[0]).toMatchObject({ type: 'live', title: 'A live começou!', postId: null });
  });

  it("a member's read announces a started live the job has not reached yet", async () => {
    await noOtherLives();
    const id = await makeLive(t.deps, { inMs: 60_000 });
    const ouro = await makeSubscriber(t.deps, 'tier_ouro');
    await t.clock.advance(60_000);
    expect(await liveNotices(ouro.userId)).toEqual([]);
    expect(await as(ouro).lives.next()).toMatchObject({ live: { id, status: 'live' } });
    await t.background.idle();
    expect(await liveNotices(ouro.userId)).toHaveLength(1);
  });

  it('never announces a canceled live, and only marks one whose window closed before any run', async () => {
    await noOtherLives();
    const { deps, published } = recordingDeps();
    const canceled = await makeLive(t.deps, { inMs: 60_000 });
    await (await panel()).artist.cancelLive({ id: canceled });
    const missed = await makeLive(t.deps, { inMs: 60_000 });
    const prata = await makeSubscriber(t.deps, 'tier_prata');
    await t.clock.advance(60_000 + LIVE_OPEN_MS);
    expect(await announceDueLives(deps)).toEqual({ announced: [] });
    await t.background.idle();
    expect(await liveNotices(prata.userId)).toEqual([]);
    expect(published).toEqual([]);
    expect((await t.deps.db.select().from(lives).where(eq(lives.id, missed)).get())!.announcedAt).not.toBeNull();
    expect((await t.deps.db.select().from(lives).where(eq(lives.id, canceled)).get())!.announcedAt).toBeNull();
  });
});
