import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENT, notificationsChannel } from '../../worker/contracts/notifications';
import { MEMBER_COOKIE } from '../../worker/lib/cookies';
import { makePost } from '../factories/feed';
import { makeMember } from '../factories/sessions';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
// Until the page has loaded and subscribed: slow on a loaded machine.
const POLL = { timeout: 30_000, interval: 500 };

/**
 * The live half of the notifications: whatever the server publishes on a member's
 * notifications channel after its commit shows as a toast on their member pages, without a reload.
 * Published here through the site's own realtime port, as the notification services do.
 */
describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('notificações ao vivo no %s', (label, viewport) => {
  it('o aviso aparece no feed e no painel; o de outro membro não aparece', async () => {
    const ana = await makeMember(ctx.site.deps);
    const leo = await makeMember(ctx.site.deps);
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
    await context.addCookies([{ name: MEMBER_COOKIE, value: ana.token, url: ctx.site.url }]);
    const publish = (userId: string, id: string, title: string) =>
      ctx.site.deps.realtime.publish(notificationsChannel(userId), NOTIFICATION_EVENT, { id, title, message: 'no seu post' });

    await page.goto('/feed');
    // Published again until the page has subscribed (an event before that reaches nobody, as on Ably); the toast's id keeps it one.
    await expect
      .poll(async () => {
        await publish(ana.userId, 'n1', 'Leo reagiu ao seu post');
        return page.getByText('Leo reagiu ao seu post').count();
      }, POLL)
      .toBeGreaterThan(0);
    await page.getByText('no seu post').first().waitFor();
    await publish(leo.userId, 'n2', 'Isto é do Leo');

    await page.goto('/dashboard');
    await expect
      .poll(async () => {
        await publish(ana.userId, 'n3', 'Bia comentou no seu post');
        return page.getByText('Bia comentou no seu post').count();
      }, POLL)
      .toBeGreaterThan(0);
    // The same notification delivered again counts once (the toast takes the notification's id), and
    // several arriving together are one toast: the repeat and a new one make '2 novas notificações', not 3.
    await publish(ana.userId, 'n3', 'Bia comentou no seu post');
    await publish(ana.userId, 'n3-depois', 'Caio reagiu ao seu post');
    await page.getByText('2 novas notificações').waitFor();
    await page.getByText('Caio reagiu ao seu post: no seu post').waitFor();
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), POLL).toBe(1);
    expect(await page.getByText('Isto é do Leo').count()).toBe(0);

    // An event about a post: its toast has 'Ver post', which opens the post on the feed.
    const postId = await makePost(ctx.site.deps, ana.userId, { content: `Post do aviso (${label})` });
    await ctx.site.deps.realtime.publish(notificationsChannel(ana.userId), NOTIFICATION_EVENT, {
      id: 'n4',
      title: 'Leo comentou',
      message: 'no seu post',
      postId,
    });
    await page.getByRole('button', { name: 'Ver post' }).click();
    await page.waitForURL(`**/feed?post=${postId}`);
    await page.getByRole('region', { name: 'Post da notificação' }).getByText(`Post do aviso (${label})`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
