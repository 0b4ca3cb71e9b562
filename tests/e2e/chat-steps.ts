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

/** The one menu of the message that shows `text`, opened as a keyboard or screen-reader user does (its menu button, Enter). */
export async function openMessageMenu(page: Page, text: string) {
  const row = page.locator('[id^="msg-"]').filter({ hasText: text }).last();
  await row.getByRole('button', { name: 'Ações da mensagem' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Ações da mensagem' });
  await menu.waitFor();
  return menu;
}

/** A long press on the bubble that shows `text`, as a finger does on a phone: it opens the message's menu. */
export async function longPress(page: Page, text: string) {
  const bubble = page.getByTestId('message').filter({ hasText: text }).last();
  const box = (await bubble.boundingBox())!;
  const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2, pointerType: 'touch', isPrimary: true, bubbles: true };
  await bubble.dispatchEvent('pointerdown', at);
  await page.waitForTimeout(700);
  await bubble.dispatchEvent('pointerup', at);
  const menu = page.getByRole('menu', { name: 'Ações da mensagem' });
  await menu.waitFor();
  return menu;
}
