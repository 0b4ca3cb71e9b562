import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FEED_NEW_POST_EVENT } from '../../worker/contracts/feed-live';
import { FEED_CHANNEL } from '../../worker/contracts/moderation';
import { makePost } from '../factories/feed';
import { makeMember, makeSubscriber } from '../factories/sessions';
import { DESKTOP, MOBILE, newMemberPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
const POLL = { timeout: 30_000, interval: 500 };

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const pill = (page: Page) => page.getByRole('button', { name: /^Novos posts/ });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('novos posts no feed, no %s', (label, viewport) => {
  it("um post de outro membro chega ao vivo: o feed não se mexe, e 'Novos posts' leva ao topo e o mostra", async () => {
    const ana = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const leo = await makeMember(ctx.site.deps);
    for (let i = 0; i < 8; i++) await makePost(ctx.site.deps, ana.userId, { content: `Post antigo ${i} (${label})` });
    const l = await newMemberPage(ctx.browser, ctx.site.url, viewport, leo.cookie);
    await l.page.goto('/feed');
    await postCard(l.page, `Post antigo 7 (${label})`).waitFor();

    // Léo's feed listens: an announced post shows the pill (its tap, with nothing new yet, changes nothing).
    await expect
      .poll(async () => {
        await ctx.site.deps.realtime.publish(FEED_CHANNEL, FEED_NEW_POST_EVENT, { postId: `sonda_${label}`, authorId: ana.userId });
        return pill(l.page).count();
      }, POLL)
      .toBe(1);
    await pill(l.page).click();
    await expect.poll(() => pill(l.page).count()).toBe(0);

    // Léo reads further down.
    const reading = postCard(l.page, `Post antigo 2 (${label})`);
    await reading.scrollIntoViewIfNeeded();
    await l.page.evaluate(() => window.scrollBy(0, -40));
    const before = { y: await scrollY(l.page), top: (await reading.boundingBox())!.y };
    expect(before.y).toBeGreaterThan(200);

    const fresh = `Acabei de postar (${label} ${Date.now()})`;
    const sent = await fetch(`${ctx.site.url}/trpc/feed.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ctx.site.url, cookie: ana.cookie },
      body: JSON.stringify({ content: fresh }),
    });
    expect(sent.status).toBe(200);
    await pill(l.page).waitFor(POLL);
    // Nothing moved under him, and the new post waits for his tap.
    expect(await scrollY(l.page)).toBe(before.y);
    expect((await reading.boundingBox())!.y).toBe(before.top);
    expect(await postCard(l.page, fresh).count()).toBe(0);

    await pill(l.page).click();
    await expect.poll(() => scrollY(l.page), POLL).toBe(0);
    await postCard(l.page, fresh).waitFor(POLL);
    // On top, above what was there, on the screen he is looking at.
    const top = (await postCard(l.page, fresh).boundingBox())!.y;
    expect(top).toBeLessThan((await postCard(l.page, `Post antigo 7 (${label})`).boundingBox())!.y);
    expect(top).toBeLessThan(viewport.height);
    expect(await pill(l.page).count()).toBe(0);
    expect(l.errors).toEqual([]);
    await l.context.close();
  });
});
