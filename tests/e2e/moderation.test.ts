import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FEED_CHANNEL, FEED_REMOVED_EVENT } from '../../worker/contracts/moderation';
import { ARTIST_COOKIE } from '../../worker/lib/cookies';
import { reportItem } from '../../worker/services/moderation/report-item';
import { makePost } from '../factories/feed';
import { makeArtistSession, makeMember } from '../factories/sessions';
import { TEST_ARTIST_PASSWORD_HASH } from '../setup/test-config';
import { DESKTOP, MOBILE, newMemberPage, newPage, useSiteAndBrowser } from './harness';
import { openNotifications } from './notification-steps';

const ctx = useSiteAndBrowser({ ARTIST_PASSWORD_HASH: TEST_ARTIST_PASSWORD_HASH });
// Until the page has loaded and subscribed: slow on a loaded machine.
const POLL = { timeout: 30_000, interval: 500 };
const SHOTS = process.env.MODERATION_SHOTS_DIR;
const shot = async (page: Page, name: string) => void (SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })));

async function panelPage(viewport: typeof MOBILE) {
  const opened = await newPage(ctx.browser, ctx.site.url, viewport);
  const { cookie } = await makeArtistSession(ctx.site.deps);
  await opened.context.addCookies([
    { name: ARTIST_COOKIE, value: cookie.split('=')[1]!, url: ctx.site.url, httpOnly: true, sameSite: 'Lax' },
  ]);
  await opened.page.goto('/admin/painel-artista/dashboard');
  await opened.page.getByRole('heading', { name: /Denúncias/ }).waitFor();
  return opened;
}

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** Waits until the page's feed listens to removals: a probe post is dropped live when its removal is published. */
async function feedIsLive(page: Page, probeText: string, probeId: string) {
  await postCard(page, probeText).waitFor();
  await expect
    .poll(async () => {
      await ctx.site.deps.realtime.publish(FEED_CHANNEL, FEED_REMOVED_EVENT, { postIds: [probeId], comments: [] });
      return postCard(page, probeText).count();
    }, POLL)
    .toBe(0);
}

const closeAll = (...contexts: BrowserContext[]) => Promise.all(contexts.map((c) => c.close()));

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('moderação no %s', (label, viewport) => {
  it('um membro denuncia um post; o painel remove; o post some ao vivo para outro membro e o autor é avisado', async () => {
    const author = await makeMember(ctx.site.deps);
    const reporter = await makeMember(ctx.site.deps);
    const watcher = await makeMember(ctx.site.deps);
    const text = `Rifa falsa, manda pix (${label})`;
    await makePost(ctx.site.deps, author.userId, { content: text });
    const probeText = `Sonda ao vivo (${label})`;
    const probeId = await makePost(ctx.site.deps, author.userId, { content: probeText });

    const fan = await newMemberPage(ctx.browser, ctx.site.url, viewport, reporter.cookie);
    await fan.page.goto('/feed');
    const card = postCard(fan.page, text);
    await card.getByRole('button', { name: 'Mais opções do post' }).click();
    await card.getByRole('menuitem', { name: 'Denunciar', exact: true }).click();
    const dialog = fan.page.getByRole('dialog', { name: 'Denunciar post' });
    await dialog.getByRole('link', { name: 'regras da comunidade' }).waitFor();
    await dialog.getByLabel('Golpe ou fraude').check();
    await shot(fan.page, `denunciar-${label}`);
    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
    await fan.page.getByText('Denúncia enviada').waitFor();
    // A second report of the same post is refused in Portuguese.
    await card.getByRole('button', { name: 'Mais opções do post' }).click();
    await card.getByRole('menuitem', { name: 'Denunciar', exact: true }).click();
    await dialog.getByLabel('Spam').check();
    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
    await fan.page.getByText('Você já denunciou este conteúdo.').waitFor();

    const other = await newMemberPage(ctx.browser, ctx.site.url, viewport, watcher.cookie);
    await other.page.goto('/feed');
    await postCard(other.page, text).waitFor();
    await feedIsLive(other.page, probeText, probeId);

    const panel = await panelPage(viewport);
    const queued = panel.page.getByRole('listitem', { name: `Denúncia: Post de ${author.username}` }).filter({ hasText: text });
    await queued.getByText('Golpe ou fraude (1)').waitFor();
    await queued.scrollIntoViewIfNeeded();
    await shot(panel.page, `fila-${label}`);
    await queued.getByRole('button', { name: 'Remover' }).click();
    await panel.page.getByRole('dialog', { name: 'Remover este post?' }).getByRole('button', { name: 'Remover' }).click();
    await panel.page.getByText('Item removido').waitFor();
    await expect.poll(() => queued.count(), POLL).toBe(0);

    // Gone for the other member without a reload.
    await expect.poll(() => postCard(other.page, text).count(), POLL).toBe(0);
    // The author's bell has the notice.
    const mine = await newMemberPage(ctx.browser, ctx.site.url, viewport, author.cookie);
    await mine.page.goto('/feed');
    await (await openNotifications(mine.page)).getByText(`Seu post "${text}" foi removido por violar as regras da comunidade.`).waitFor();
    expect([...fan.errors, ...other.errors, ...panel.errors, ...mine.errors]).toEqual([]);
    await closeAll(fan.context, other.context, panel.context, mine.context);
  });

  it('a suspensão encerra a sessão aberta: a próxima ação leva ao /auth e o login diz até quando', async () => {
    const member = await makeMember(ctx.site.deps);
    const reporter = await makeMember(ctx.site.deps);
    const text = `Post do suspenso (${label})`;
    const postId = await makePost(ctx.site.deps, member.userId, { content: text });
    await reportItem(ctx.site.deps, { userId: reporter.userId, report: { targetType: 'post', targetId: postId, reason: 'harassment' } });

    const open = await newMemberPage(ctx.browser, ctx.site.url, viewport, member.cookie);
    await open.page.goto('/feed');
    await postCard(open.page, text).waitFor();

    const panel = await panelPage(viewport);
    const queued = panel.page.getByRole('listitem').filter({ hasText: text });
    await queued.getByRole('button', { name: 'Suspender membro' }).click();
    const dialog = panel.page.getByRole('dialog', { name: `Suspender ${member.username}?` });
    await dialog.getByLabel('7 dias').check();
    await shot(panel.page, `suspender-${label}`);
    await dialog.getByRole('button', { name: 'Suspender membro' }).click();
    await panel.page.getByText('Membro suspenso').waitFor();
    await panel.page.getByText(`${member.username} (@${member.username})`).first().waitFor();

    // The open session is over: the next action is refused and the page goes to /auth.
    await postCard(open.page, text)
      .getByRole('button', { name: /^Curtir/ })
      .click();
    await open.page.waitForURL('**/auth**', POLL);
    const until = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(Date.now() + 7 * 86_400_000));
    await open.page.getByRole('tab', { name: 'Entrar' }).click();
    await open.page.getByLabel('E-mail').fill(member.email);
    await open.page.getByLabel('Senha').fill(member.password);
    await open.page.getByRole('form', { name: 'Entrar' }).getByRole('button', { name: 'Entrar' }).click();
    await open.page.getByRole('form', { name: 'Entrar' }).getByRole('alert').getByText(`Sua conta está suspensa até ${until}.`).waitFor();
    expect([...open.errors, ...panel.errors]).toEqual([]);
    await closeAll(open.context, panel.context);
  });
});
