import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBER_COOKIE } from '../../worker/lib/cookies';
import { createSession } from '../../worker/services/auth/internal/create-session';
import { makePost } from '../factories/feed';
import { makeArtistSession, makeMember, makeSubscriber } from '../factories/sessions';
import { TEST_ARTIST_PASSWORD_HASH } from '../setup/test-config';
import { DESKTOP, MOBILE, newMemberPage, newPage, useSiteAndBrowser } from './harness';
import { openMessageMenu } from './chat-steps';

const ctx = useSiteAndBrowser({ ARTIST_PASSWORD_HASH: TEST_ARTIST_PASSWORD_HASH });
const POLL = { timeout: 30_000, interval: 500 };
/** The demo data's artist account (username 'mcmito', the configured ARTIST_USERNAME). */
const ARTIST_USER_ID = 'user_mito';

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('moderação pelo feed e nas mensagens no %s', (label, viewport) => {
  it('a conta do artista remove um comentário e um post pelo menu, confirmando no diálogo do site', async () => {
    const author = await makeMember(ctx.site.deps);
    const text = `Post para remover pelo feed (${label})`;
    const postId = await makePost(ctx.site.deps, author.userId, { content: text });
    await ctx.site.deps.db.run(
      // A comment straight to the table, as the comment's author would have written it.
      sql`INSERT INTO comments (id, post_id, user_id, content, created_at) VALUES (${`c_${postId}`}, ${postId}, ${author.userId}, ${`Comentário ofensivo (${label})`}, ${Date.now()})`,
    );
    await ctx.site.deps.db.run(sql`UPDATE posts SET comments_count = 1 WHERE id = ${postId}`);
    const { token } = await createSession(ctx.site.deps, { userId: ARTIST_USER_ID });
    const { page, context, errors } = await newMemberPage(ctx.browser, ctx.site.url, viewport, `${MEMBER_COOKIE}=${token}`);
    await page.goto('/feed');
    const card = page.getByRole('article').filter({ hasText: text });
    await card.getByRole('button', { name: 'Comentários (1)' }).click();
    await card.getByText(`Comentário ofensivo (${label})`).waitFor();
    await card.getByRole('button', { name: 'Remover', exact: true }).click();
    await page.getByRole('dialog', { name: 'Remover este comentário?' }).getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Comentário removido').waitFor();
    await expect.poll(() => card.getByText(`Comentário ofensivo (${label})`).count(), POLL).toBe(0);
    await card.getByRole('button', { name: 'Comentários (0)' }).waitFor();

    await card.getByRole('button', { name: 'Mais opções do post' }).click();
    await card.getByRole('menuitem', { name: 'Remover' }).click();
    await page.getByRole('dialog', { name: 'Remover este post?' }).getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Post removido').waitFor();
    await expect.poll(() => card.count(), POLL).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('um membro denuncia uma mensagem; removida pelo painel, os dois lados a veem como removida', async () => {
    const a = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const b = await makeMember(ctx.site.deps);
    const api = await fetchCaller(a.cookie);
    const { id: conversationId } = await api('messages.start', { usernames: [b.username] });
    const sent = `Manda o pix que eu dobro (${label})`;
    await api('messages.send', { conversationId, content: sent });

    const pb = await newMemberPage(ctx.browser, ctx.site.url, viewport, b.cookie);
    await pb.page.goto('/messages');
    await pb.page.getByRole('button', { name: new RegExp(a.username) }).click();
    const chat = pb.page.getByRole('log');
    await chat.getByText(sent).waitFor();
    // 'Denunciar' is in the message's own menu (one per bubble), not under every message.
    const menu = await openMessageMenu(pb.page, sent);
    await menu.getByRole('menuitem', { name: 'Denunciar' }).click();
    const dialog = pb.page.getByRole('dialog', { name: 'Denunciar mensagem' });
    await dialog.getByLabel('Outro').check();
    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
    await dialog.getByText('Conte o que aconteceu para denunciar como Outro.').first().waitFor();
    await dialog.getByLabel('Conte o que aconteceu').fill('Pediu pix dizendo que é da equipe');
    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
    await pb.page.getByText('Denúncia enviada').waitFor();

    const panel = await newPage(ctx.browser, ctx.site.url, viewport);
    const { cookie } = await makeArtistSession(ctx.site.deps);
    const [name, value] = cookie.split('=') as [string, string];
    await panel.context.addCookies([{ name, value, url: ctx.site.url, httpOnly: true, sameSite: 'Lax' }]);
    await panel.page.goto('/admin/painel-artista/dashboard');
    const queued = panel.page.getByRole('listitem').filter({ hasText: sent });
    await queued.getByText('Pediu pix dizendo que é da equipe').waitFor();
    await queued.getByRole('button', { name: 'Remover' }).click();
    await panel.page.getByRole('dialog', { name: 'Remover esta mensagem?' }).getByRole('button', { name: 'Remover' }).click();
    await panel.page.getByText('Item removido').waitFor();

    await chat.getByText('Mensagem removida pela moderação').waitFor(POLL);
    expect(await chat.getByText(sent).count()).toBe(0);
    const pa = await newMemberPage(ctx.browser, ctx.site.url, viewport, a.cookie);
    await pa.page.goto('/messages');
    await pa.page.getByRole('button', { name: new RegExp(b.username) }).click();
    await pa.page.getByRole('log').getByText('Mensagem removida pela moderação').waitFor();
    expect([...pb.errors, ...pa.errors, ...panel.errors]).toEqual([]);
    await Promise.all([pb.context.close(), pa.context.close(), panel.context.close()]);
  });
});

/** Calls procedures as the member's browser would (JSON over POST with the session cookie). */
async function fetchCaller(cookie: string) {
  return async (path: string, input: unknown) => {
    const res = await fetch(`${ctx.site.url}/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ctx.site.url, cookie },
      body: JSON.stringify(input),
    });
    const body = (await res.json()) as { result: { data: { id: string } } };
    return body.result.data;
  };
}
