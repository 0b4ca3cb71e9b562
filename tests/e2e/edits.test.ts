import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeMember, makeSubscriber } from '../factories/sessions';
import { addSessionCookie, DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { notificationsEntry } from './notification-steps';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.EDITS_SHOTS_DIR;

const signIn = (context: BrowserContext, cookie: string) => addSessionCookie(context, ctx.site.url, cookie);
/** The author's only post (its card is named for them, whatever its text says while being edited). */
const postBy = (page: Page, name: string) => page.getByRole('article', { name: `Post de ${name}` });
const shot = async (page: Page, name: string) => SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }));

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('autores corrigem o que escreveram, no %s', (label, viewport) => {
  it('Ana menciona Léo (link e aviso), edita o post; Léo comenta com Enter e apaga o comentário no diálogo do site', async () => {
    const tag = `${Date.now() % 1e7}`;
    const ana = await makeSubscriber(ctx.site.deps, 'tier_bronze', { username: `ana${tag}` });
    const leo = await makeMember(ctx.site.deps, { username: `leo${tag}` });
    const text = `Show hoje (${label}) com @${leo.username} e @ninguem${tag}, agenda em https://mito.com.br/agenda.`;

    const l = await newPage(ctx.browser, ctx.site.url, viewport);
    await signIn(l.context, leo.cookie);
    l.page.on('dialog', () => expect.unreachable('a browser dialog opened'));
    await l.page.goto('/feed');
    await notificationsEntry(l.page).waitFor();

    const a = await newPage(ctx.browser, ctx.site.url, viewport);
    await signIn(a.context, ana.cookie);
    a.page.on('dialog', () => expect.unreachable('a browser dialog opened'));
    await a.page.goto('/feed');
    await a.page.getByLabel('O que você quer compartilhar?').fill(text);
    await a.page.getByRole('button', { name: 'Publicar' }).click();
    const mine = postBy(a.page, ana.username);
    await mine.waitFor();

    // Léo hears of the mention live, and the post links him and the address (safely); the unknown name stays text.
    await l.page.getByText(`${ana.username} mencionou você em um post`).first().waitFor();
    await l.page.reload();
    const card = postBy(l.page, ana.username);
    const mention = card.getByRole('link', { name: `@${leo.username}` });
    expect(await mention.getAttribute('href')).toBe(`/membro/${leo.username}`);
    expect(await card.getByRole('link', { name: `@ninguem${tag}` }).count()).toBe(0);
    const site = card.getByRole('link', { name: 'https://mito.com.br/agenda' });
    expect([await site.getAttribute('href'), await site.getAttribute('rel'), await site.getAttribute('target')]).toEqual([
      'https://mito.com.br/agenda',
      'noopener nofollow ugc',
      '_blank',
    ]);
    await shot(l.page, `mencao-${label}`);

    // Ana edits her post: the new text and '(editado)'; Léo's open feed follows without a reload.
    await mine.getByRole('button', { name: 'Editar post' }).click();
    await mine.getByRole('textbox', { name: 'Editar post' }).fill(`Show hoje (${label}) às 22h com @${leo.username}`);
    await shot(a.page, `editando-${label}`);
    await mine.getByRole('button', { name: 'Salvar' }).click();
    await a.page.getByText('Post editado').first().waitFor();
    await mine.getByText('(editado)').waitFor();
    await mine.getByText('às 22h').waitFor();
    await card.getByText('às 22h').waitFor();
    await card.getByText('(editado)').waitFor();
    // Someone else's post has no 'Editar'.
    expect(await card.getByRole('button', { name: 'Editar post' }).count()).toBe(0);

    // Léo comments: Shift+Enter adds a line, Enter sends.
    await card.getByRole('button', { name: /^Comentários/ }).click();
    const box = card.getByLabel('Escreva um comentário');
    await box.fill('Primeira linha');
    await box.press('Shift+Enter');
    await box.pressSequentially('segunda linha');
    await box.press('Enter');
    await l.page.getByText('Comentário adicionado!').first().waitFor();
    const comment = card.getByTestId('comment').filter({ hasText: 'segunda linha' });
    await comment.waitFor();
    expect(await comment.locator('p').nth(1).innerText()).toBe('Primeira linha\nsegunda linha');
    expect(await box.inputValue()).toBe('');
    await expect.poll(() => card.getByTestId('count-comments').textContent()).toBe('1');

    // ... and deletes it, confirming in the site's own dialog.
    await comment.getByRole('button', { name: 'Apagar' }).click();
    const dialog = l.page.getByRole('dialog', { name: 'Apagar este comentário?' });
    await dialog.waitFor();
    await shot(l.page, `apagar-comentario-${label}`);
    await dialog.getByRole('button', { name: 'Apagar' }).click();
    await l.page.getByText('Comentário apagado').first().waitFor();
    await expect.poll(() => card.getByTestId('comment').count()).toBe(0);
    await expect.poll(() => card.getByTestId('count-comments').textContent()).toBe('0');
    await shot(l.page, `comentario-apagado-${label}`);

    // The page never scrolls sideways, with long words and links in it.
    expect(await l.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect([...a.errors, ...l.errors]).toEqual([]);
    await a.context.close();
    await l.context.close();
  });

  it('Ana vota na própria enquete; duas opções de uma pessoa contam 1 votante', async () => {
    const ana = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const question = `Quais bailes (${label} ${Date.now()})?`;
    const created = await fetch(`${ctx.site.url}/trpc/feed.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ctx.site.url, cookie: ana.cookie },
      body: JSON.stringify({ content: '', poll: { question, options: ['Sexta', 'Sábado', 'Domingo'], expiry: '7', multipleChoice: true } }),
    });
    expect(created.status).toBe(200);
    const a = await newPage(ctx.browser, ctx.site.url, viewport);
    await signIn(a.context, ana.cookie);
    await a.page.goto('/feed');
    const poll = a.page.getByRole('region', { name: `Enquete: ${question}` });
    await poll.getByRole('checkbox', { name: 'Sexta' }).check();
    await poll.getByRole('checkbox', { name: 'Domingo' }).check();
    await poll.getByRole('button', { name: 'Votar' }).click();
    await expect.poll(() => poll.getByTestId('poll-total').textContent()).toBe('1 votante');
    await expect.poll(() => poll.getByTestId('poll-share').allTextContents()).toEqual(['100,0%', '0,0%', '100,0%']);
    await shot(a.page, `autora-vota-${label}`);
    expect(a.errors).toEqual([]);
    await a.context.close();
  });
});
