import { describe, expect, it } from 'vitest';
import { WRITE_RULES } from '../../worker/contracts/limits';
import { makePost } from '../factories/feed';
import { makeMember } from '../factories/sessions';
import { addSessionCookie, MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();

describe('limite de escrita', () => {
  it('depois de um script comentar 10 vezes num minuto, o comentário de Léo pelo site mostra quanto esperar', async () => {
    const leo = await makeMember(ctx.site.deps);
    const text = `Post do limite ${Date.now()}`;
    const postId = await makePost(ctx.site.deps, leo.userId, { content: text });
    // What a script does with Léo's session: the minute's comments, back to back.
    for (let i = 0; i < WRITE_RULES.comment.max; i++) {
      const res = await fetch(`${ctx.site.url}/trpc/feed.comment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ctx.site.url, cookie: leo.cookie },
        body: JSON.stringify({ postId, content: `flood ${i}` }),
      });
      expect(res.status).toBe(200);
    }

    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await addSessionCookie(context, ctx.site.url, leo.cookie);
    await page.goto('/feed');
    const card = page.getByRole('article').filter({ hasText: text });
    await card.getByRole('button', { name: 'Comentários' }).click();
    await card.getByLabel('Escreva um comentário').fill('Mais um!');
    await card.getByRole('button', { name: 'Enviar' }).click();
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Erro ao comentar' });
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/Muitos comentários em pouco tempo\. Tente novamente em (\d+ segundos|1 minuto)\./);
    // What Léo typed is still there to send once the wait is over.
    expect(await card.getByLabel('Escreva um comentário').inputValue()).toBe('Mais um!');
    expect(errors).toEqual([]);
    await context.close();
  });
});
