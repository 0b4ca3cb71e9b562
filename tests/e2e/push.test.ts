import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_OFFER_KEY } from '../../web/lib/push-moment';
import { makeMember, makeSubscriber } from '../factories/sessions';
import { startPushServiceStandIn, type PushServiceStandIn, type TestSubscription } from '../setup/push-service-stand-in';
import { seriousViolationsIn } from './axe-region';
import { DESKTOP, MOBILE, newMemberPage, useSiteAndBrowser } from './harness';
import { step } from './step';

/*
 * Notifications on a closed phone, in Chromium against the embedded default. Headless Chromium has no
 * push service, so PushManager.subscribe answers a subscription on the local stand-in, with keys the
 * test made (tests/setup/push-service-stand-in.ts): the site's server really encrypts and signs for it.
 * The service worker's `push` handler is driven with the DevTools protocol's deliverPushMessage.
 */
const ctx = useSiteAndBrowser();
let service: PushServiceStandIn;
beforeAll(async () => {
  service = await startPushServiceStandIn();
});
afterAll(() => service.close());
const POLL = { timeout: 30_000, interval: 250 };
const SHOTS = process.env.SHOTS;
const shot = async (page: Page, name: string) => void (SHOTS && (await page.screenshot({ path: `${SHOTS}/push-${name}.png` })));

/** The browser's PushManager, answering with the stand-in's subscription (what a real push service would hand out). */
async function stubPushManager(context: BrowserContext, device: TestSubscription) {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(
    (sub: { endpoint: string; keys: { p256dh: string; auth: string } }) => {
      // Kept across page loads, as a real browser keeps its subscription.
      const KEY = 'e2e-push-subscribed';
      const made = () => ({
        endpoint: sub.endpoint,
        options: { applicationServerKey: null, userVisibleOnly: true },
        toJSON: () => ({ endpoint: sub.endpoint, keys: sub.keys }),
        unsubscribe: async () => (localStorage.removeItem(KEY), true),
      });
      PushManager.prototype.subscribe = async function () {
        localStorage.setItem(KEY, '1');
        return made() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (localStorage.getItem(KEY) ? made() : null) as PushSubscription | null;
      };
    },
    { endpoint: device.endpoint, keys: device.keys },
  );
}

/** A call to the site's API as the member's own browser makes it. */
async function asMember<T>(cookie: string, path: string, input: unknown): Promise<T> {
  const res = await fetch(`${ctx.site.url}/trpc/${path}`, {
    method: 'POST',
    headers: { cookie, origin: ctx.site.url, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('notificações no celular (%s)', (label, viewport) => {
  it('liga em Configurações, recebe a menção criptografada, o aviso aparece e o toque abre o post', async () => {
    const ana = await makeMember(ctx.site.deps);
    const bia = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const device = service.subscribe();
    const { page, context, errors } = await newMemberPage(ctx.browser, ctx.site.url, viewport, ana.cookie);
    await stubPushManager(context, device);

    await page.goto('/configuracoes');
    await step('a seção "Notificações"', () => page.getByRole('heading', { name: 'Notificações', exact: true }).waitFor());
    await page.getByText('Vale para o sino e para as notificações nos seus aparelhos.').waitFor();
    const toggle = page.getByRole('switch', { name: 'Notificações neste aparelho' });
    await expect.poll(() => toggle.isEnabled(), POLL).toBe(true);
    await toggle.click();
    await step('o aviso "Notificações ativadas neste aparelho."', () => page.getByText('Notificações ativadas neste aparelho.').waitFor());
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    for (const kind of ['Mensagens', 'Menções e respostas', 'Novos seguidores', 'Posts do MC Mito', 'Lives'])
      expect(await page.getByRole('switch', { name: kind, exact: true }).getAttribute('aria-checked')).toBe('true');
    expect(await seriousViolationsIn(page, '#notificacoes')).toEqual([]);
    await shot(page, `configuracoes-${label}`);

    // Another member mentions Ana: the stand-in push service gets a message only her keys open.
    const { id: postId } = await asMember<{ id: string }>(bia.cookie, 'feed.create', {
      content: `Partiu show, @${ana.username}! (${label})`,
    });
    const [got] = await service.waitFor(1, device.endpoint, 20_000);
    const pushed = JSON.parse(got!.text) as { title: string; body: string; url: string; tag: string };
    expect(pushed).toEqual({
      title: 'Nova menção',
      body: `${bia.username} mencionou você em um post`,
      url: `/feed?post=${postId}`,
      tag: `mention:post:${postId}`,
    });

    // The phone's browser hands that payload to the service worker, which shows the notification.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL.startsWith(ctx.site.url) && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: ctx.site.url, registrationId: await registrationId, data: got!.text });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url?: string } | null)?.url,
        })),
      );
    await expect.poll(shown, POLL).toEqual([{ title: pushed.title, body: pushed.body, tag: pushed.tag, url: pushed.url }]);

    // A tap: what the notificationclick handler runs takes the open tab to the post.
    await page.goto('/dashboard');
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(
      (url) => (self as unknown as { openNotificationUrl: (u: string) => Promise<unknown> }).openNotificationUrl(url),
      pushed.url,
    );
    await step('o post da notificação aberto', () => page.waitForURL(`**/feed?post=${postId}`));
    await page.getByRole('region', { name: 'Post da notificação' }).getByText(`Partiu show`).waitFor();
    await shot(page, `post-aberto-${label}`);

    // Turned off: the server forgets this device, and the next mention goes nowhere.
    await page.goto('/configuracoes');
    await expect.poll(() => toggle.getAttribute('aria-checked'), POLL).toBe('true');
    await toggle.click();
    await page.getByText('Notificações desativadas neste aparelho.').waitFor();
    await asMember(bia.cookie, 'feed.create', { content: `De novo, @${ana.username}` });
    await new Promise((r) => setTimeout(r, 1_000));
    expect(service.received.filter((r) => r.endpoint === device.endpoint)).toHaveLength(1);
    expect(service.errors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a oferta de notificações', () => {
  it('não aparece ao abrir o site; aparece depois de seguir alguém; "Agora não" fica lembrado', async () => {
    const ana = await makeMember(ctx.site.deps);
    const bia = await makeMember(ctx.site.deps);
    const { page, context, errors } = await newMemberPage(ctx.browser, ctx.site.url, MOBILE, ana.cookie);
    await page.goto('/feed');
    await page.waitForLoadState('networkidle');
    const offer = page.getByRole('dialog', { name: 'Ativar notificações?' });
    expect(await offer.count()).toBe(0);

    await page.goto(`/membro/${bia.username}`);
    await page.getByRole('button', { name: 'Seguir' }).click();
    await step('a oferta "Ativar notificações?" depois de seguir', () => offer.waitFor());
    await offer.getByRole('button', { name: 'Ativar notificações' }).waitFor();
    expect(await seriousViolationsIn(page, '[aria-labelledby="oferta-notificacoes"]')).toEqual([]);
    await shot(page, 'oferta-celular');
    await offer.getByRole('button', { name: 'Agora não' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await page.evaluate((key) => localStorage.getItem(key), PUSH_OFFER_KEY)).toBe('dismissed');

    await page.getByRole('button', { name: 'Seguindo' }).click();
    await page.getByRole('button', { name: 'Seguir' }).click();
    await page.getByRole('button', { name: 'Seguindo' }).waitFor();
    await new Promise((r) => setTimeout(r, 500));
    expect(await offer.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('com a permissão negada no navegador, nunca aparece', async () => {
    const caio = await makeMember(ctx.site.deps);
    const duda = await makeMember(ctx.site.deps);
    const { page, context } = await newMemberPage(ctx.browser, ctx.site.url, DESKTOP, caio.cookie);
    // No permission granted: the browser answers 'denied'.
    await context.grantPermissions([]);
    await page.goto(`/membro/${duda.username}`);
    await page.getByRole('button', { name: 'Seguir' }).click();
    await page.getByRole('button', { name: 'Seguindo' }).waitFor();
    await new Promise((r) => setTimeout(r, 500));
    expect(await page.getByRole('dialog', { name: 'Ativar notificações?' }).count()).toBe(0);
    await context.close();
  });
});
