import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profiles, subscriptions } from '../../db/schema';
import * as PATHS from '../../worker/contracts/paths';
import { MEMBER_COOKIE } from '../../worker/lib/cookies';
import { createSession } from '../../worker/services/auth/internal/create-session';
import * as files from '../factories/media-files';
import { makeMember, makeSubscriber } from '../factories/sessions';
import { DESKTOP, MOBILE, newMemberPage, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
const POST_MEDIA = `${PATHS.media}/posts/`;
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** The artist's account (the demo's, named by ARTIST_USERNAME) signed in; on Bronze so that it may publish. */
async function artistCookie() {
  const { deps } = ctx.site;
  const [artist] = await deps.db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.username, deps.config.ARTIST_USERNAME))
    .limit(1);
  const userId = artist!.userId;
  const now = deps.clock.now();
  await deps.db.update(profiles).set({ subscriptionTierId: 'tier_bronze' }).where(eq(profiles.userId, userId));
  await deps.db
    .insert(subscriptions)
    .values({
      id: `sub_${userId}`,
      userId,
      tierId: 'tier_bronze',
      status: 'active',
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
      createdAt: now,
    })
    .onConflictDoNothing();
  const { token } = await createSession(deps, { userId });
  return `${MEMBER_COOKIE}=${token}`;
}

/** Every answer of the API the page read, as text: what "nothing of it in the page's data" is checked against. */
function apiAnswers(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/trpc')) bodies.push(res.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).join('\n');
}

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('posts exclusivos (%s)', (label, viewport) => {
  it('o artista publica "Só Ouro" com foto: Prata e gratuito veem o convite para assinar, Ouro vê o post marcado Exclusivo', async () => {
    const secret = `Letra inédita, só pro Ouro (${label} ${Date.now()})`;
    const artist = await newMemberPage(ctx.browser, ctx.site.url, viewport, await artistCookie());
    await artist.page.goto('/feed');
    // On a phone the composer is one line until typing opens it full-screen, with its audience picker.
    await artist.page.getByLabel('O que você quer compartilhar?').fill(secret);
    const picker = artist.page.getByRole('group', { name: 'Visível para' });
    for (const option of ['Todos', 'Prata e Ouro', 'Só Ouro']) await picker.getByText(option, { exact: true }).waitFor();
    expect(await picker.getByRole('radio', { name: 'Todos' }).isChecked()).toBe(true);

    await artist.page
      .getByLabel('Adicionar fotos ou vídeos')
      .setInputFiles([
        { name: 'estudio.png', mimeType: 'image/png', buffer: Buffer.from(files.png({ width: 48, height: 32, rgb: [200, 160, 20] })) },
      ]);
    await artist.page.getByText('Enviado', { exact: true }).waitFor();
    await picker.getByText('Só Ouro', { exact: true }).click();
    await shot(artist.page, `feed-exclusive-composer-${label}`);
    await artist.page.getByRole('button', { name: 'Publicar' }).click();
    await artist.page.getByText('Post publicado!').waitFor();
    // The composer is back to 'Todos' for the next post (on a phone it closed: the artist opens it again).
    if (viewport === MOBILE) await artist.page.getByLabel('O que você quer compartilhar?').click();
    expect(await picker.getByRole('radio', { name: 'Todos' }).isChecked()).toBe(true);
    const own = artist.page.getByRole('article').filter({ hasText: secret });
    await own.getByText('Exclusivo', { exact: true }).waitFor();
    const image = own.getByRole('list', { name: 'Mídia do post' }).locator('img').first();
    const src = (await image.getAttribute('src'))!;
    expect(src.startsWith(POST_MEDIA)).toBe(true);
    expect(artist.errors).toEqual([]);
    await artist.context.close();

    const prata = await makeSubscriber(ctx.site.deps, 'tier_prata');
    const free = await makeMember(ctx.site.deps);
    for (const member of [prata, free]) {
      const m = await newMemberPage(ctx.browser, ctx.site.url, viewport, member.cookie);
      const answers = apiAnswers(m.page);
      await m.page.goto('/feed');
      const teaser = m.page.getByRole('article', { name: /^Post exclusivo de / }).first();
      await teaser.getByText('Conteúdo exclusivo para assinantes Ouro', { exact: true }).waitFor();
      const upgrade = teaser.getByRole('link', { name: 'Assinar Ouro' });
      expect(await upgrade.getAttribute('href')).toBe('/pricing');
      expect(await m.page.getByText(secret).count()).toBe(0);
      expect(await teaser.locator(`img[src^="${POST_MEDIA}"]`).count()).toBe(0);
      expect(await m.page.content()).not.toContain(secret);
      expect(await answers()).not.toContain(secret);
      expect(await answers()).not.toContain(src);
      await teaser.scrollIntoViewIfNeeded();
      await shot(m.page, `feed-exclusive-teaser-${member === free ? 'free' : 'prata'}-${label}`);
      // The image's address, should it be known: not found for this member.
      expect((await m.context.request.get(src)).status()).toBe(404);
      expect(m.errors).toEqual([]);
      if (member === free) {
        await upgrade.click();
        await m.page.waitForURL('**/pricing');
      }
      await m.context.close();
    }
    // A visitor with the address: not found either.
    const visitor = await newPage(ctx.browser, ctx.site.url, viewport);
    expect((await visitor.context.request.get(src)).status()).toBe(404);
    await visitor.context.close();

    const ouro = await makeSubscriber(ctx.site.deps, 'tier_ouro');
    const o = await newMemberPage(ctx.browser, ctx.site.url, viewport, ouro.cookie);
    await o.page.goto('/feed');
    const card = o.page.getByRole('article').filter({ hasText: secret });
    await card.getByText('Exclusivo', { exact: true }).waitFor();
    await expect
      .poll(() =>
        card
          .locator('img')
          .evaluateAll(
            (imgs, prefix) =>
              (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0 && i.getAttribute('src')?.startsWith(prefix))
                .length,
            POST_MEDIA,
          ),
      )
      .toBe(1);
    expect((await o.context.request.get(src)).status()).toBe(200);
    await card.scrollIntoViewIfNeeded();
    await shot(o.page, `feed-exclusive-ouro-${label}`);
    expect(o.errors).toEqual([]);
    await o.context.close();
  });

  it('o artista publica "Prata e Ouro": Prata vê o post marcado Exclusivo, o gratuito vê o convite para assinar Prata', async () => {
    const secret = `Bastidores do clipe, pra Prata e Ouro (${label} ${Date.now()})`;
    const artist = await newMemberPage(ctx.browser, ctx.site.url, viewport, await artistCookie());
    await artist.page.goto('/feed');
    await artist.page.getByLabel('O que você quer compartilhar?').fill(secret);
    await artist.page.getByRole('group', { name: 'Visível para' }).getByText('Prata e Ouro', { exact: true }).click();
    await artist.page.getByRole('button', { name: 'Publicar' }).click();
    await artist.page.getByRole('article').filter({ hasText: secret }).getByText('Exclusivo', { exact: true }).waitFor();
    await artist.context.close();

    const prata = await newMemberPage(ctx.browser, ctx.site.url, viewport, (await makeSubscriber(ctx.site.deps, 'tier_prata')).cookie);
    await prata.page.goto('/feed');
    await prata.page.getByRole('article').filter({ hasText: secret }).getByText('Exclusivo', { exact: true }).waitFor();
    expect(prata.errors).toEqual([]);
    await prata.context.close();

    const free = await newMemberPage(ctx.browser, ctx.site.url, viewport, (await makeMember(ctx.site.deps)).cookie);
    await free.page.goto('/feed');
    const teaser = free.page.getByRole('article', { name: /^Post exclusivo de / }).first();
    await teaser.getByText('Conteúdo exclusivo para assinantes Prata', { exact: true }).waitFor();
    expect(await teaser.getByRole('link', { name: 'Assinar Prata' }).getAttribute('href')).toBe('/pricing');
    expect(await free.page.content()).not.toContain(secret);
    expect(free.errors).toEqual([]);
    await free.context.close();
  });
});
