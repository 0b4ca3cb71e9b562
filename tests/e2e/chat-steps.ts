import type { Browser, Page } from 'playwright-core';
import { MEMBER_COOKIE } from '../../worker/lib/cookies';
import { startConversation } from '../../worker/services/messages/start-conversation';
import { makeSubscriber } from '../factories/sessions';
import { DESKTOP, newMemberPage, type startSite } from './harness';

type Ctx = { site: Awaited<ReturnType<typeof startSite>>; browser: Browser };

/** A member's own browser context (their session cookie), at phone or desktop size. */
export const signedIn = (ctx: Ctx, token: string, viewport = DESKTOP) =>
  newMemberPage(ctx.browser, ctx.site.url, viewport, `${MEMBER_COOKIE}=${token}`);

/** /messages, then the conversation whose list entry names `name`, open. */
export async function openChat(page: Page, name: string) {
  await page.goto('/messages');
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  await page.getByRole('heading', { name }).waitFor();
}

/** A and B (Bronze) in a direct chat, each on their own page with the chat open. */
export async function twoInAChat(ctx: Ctx, viewport = DESKTOP) {
  const a = await makeSubscriber(ctx.site.deps, 'tier_bronze');
  const b = await makeSubscriber(ctx.site.deps, 'tier_bronze');
  await startConversation(ctx.site.deps, { userId: a.userId, usernames: [b.username] });
  // B opens it too (an empty chat is listed only for who opened it).
  await startConversation(ctx.site.deps, { userId: b.userId, usernames: [a.username] });
  const pa = await signedIn(ctx, a.token, viewport);
  const pb = await signedIn(ctx, b.token, viewport);
  await openChat(pa.page, b.username);
  await openChat(pb.page, a.username);
  return { a, b, pa, pb };
}
