import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artistMember } from '../factories/artist-member';
import { makePost } from '../factories/feed';
import { makeMember, makeSubscriber } from '../factories/sessions';
import { DESKTOP, MOBILE, newMemberPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
const MINUTE = 60_000;
const SHOTS = process.env.FEED_SHOTS_DIR;
const shot = async (page: Page, name: string) => SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false }));

const postOf = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const menuOf = async (page: Page, text: string) => {
  await postOf(page, text).getByRole('button', { name: 'Mais opções do post' }).click();
  return page.getByRole('menu', { name: 'Opções do post' });
};

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('controles do feed no %s', (label, viewport) => {
  it('a conta do artista publica sem plano e fixa um post, que aparece no topo como Fixado para outro membro', async () => {
    const { deps } = ctx.site;
    const artist = await artistMember(deps);
    const fan = await makeMember(deps);
    const run = `${label} ${Date.now()}`;
    const recado = `Recado do Mito (${run})`;

    const a = await newMemberPage(ctx.browser, ctx.site.url, viewport, artist.cookie);
    await a.page.goto('/feed');
    await a.page.getByText('Conta do artista', { exact: true }).waitFor();
    expect(await a.page.getByRole('link', { name: 'assine um plano' }).count()).toBe(0);
    await a.page.getByLabel('O que você quer compartilhar?').fill(recado);
    await a.page.getByRole('button', { name: 'Publicar' }).click();
    await a.page.getByText('Post publicado!').waitFor();
    await postOf(a.page, recado).getByText('Artista', { exact: true }).waitFor();

    // A fan posts after it: by date, the artist's post is no longer first.
    const newer = `Post do fã (${run})`;
    await makePost(deps, fan.userId, { content: newer, createdAt: new Date(Date.now() + 10 * MINUTE) });
    await a.page.reload();
    await expect.poll(() => a.page.getByRole('article').first().textContent()).toContain(newer);
    await (await menuOf(a.page, recado)).getByRole('menuitem', { name: 'Fixar no topo' }).click();
    await a.page.getByText('Post fixado no topo.').waitFor();

    const f = await newMemberPage(ctx.browser, ctx.site.url, viewport, fan.cookie);
    await f.page.goto('/feed');
    const first = f.page.getByRole('article').first();
    await expect.poll(() => first.textContent()).toContain(recado);
    await first.getByText('Fixado', { exact: true }).waitFor();
    await shot(f.page, `fixado-${label}`);
    // Only the artist's account is offered the pin.
    const fanMenu = await menuOf(f.page, recado);
    await fanMenu.getByRole('menuitem', { name: 'Silenciar' }).waitFor();
    expect(await fanMenu.getByRole('menuitem', { name: 'Fixar no topo' }).count()).toBe(0);
    await f.page.keyboard.press('Escape');

    // No plan is offered to the artist's account: not on the dashboard, not on /meu-plano.
    await a.page.goto('/dashboard');
    await a.page.getByRole('heading', { name: 'Sua conta de artista' }).waitFor();
    expect(await a.page.getByRole('link', { name: 'Conhecer os planos' }).count()).toBe(0);
    await a.page.goto('/meu-plano');
    await a.page.getByText('Todos os recursos da comunidade estão liberados para você, sem assinatura.').waitFor();
    expect(await a.page.getByRole('link', { name: 'Assinar Plano' }).count()).toBe(0);
    await a.page.goto('/feed');

    // The artist takes it down again for the next run.
    await (await menuOf(a.page, recado)).getByRole('menuitem', { name: 'Desafixar' }).click();
    await a.page.getByText('Post desafixado.').waitFor();
    expect([...a.errors, ...f.errors]).toEqual([]);
    await a.context.close();
    await f.context.close();
  });

  it('um membro silencia outro e os posts dele saem do feed; bloqueia um terceiro com confirmação; desfaz em Configurações', async () => {
    const { deps } = ctx.site;
    const [me, chato, outro] = [await makeMember(deps), await makeMember(deps), await makeMember(deps)];
    const run = `${label} ${Date.now()}`;
    const dele = `Spam do ${chato.username} (${run})`;
    const doOutro = `Post do ${outro.username} (${run})`;
    await makePost(deps, chato.userId, { content: dele, createdAt: new Date(Date.now() + 2 * MINUTE) });
    await makePost(deps, outro.userId, { content: doOutro, createdAt: new Date(Date.now() + 2 * MINUTE) });

    const m = await newMemberPage(ctx.browser, ctx.site.url, viewport, me.cookie);
    await m.page.goto('/feed');
    await postOf(m.page, dele).waitFor();
    const menu = await menuOf(m.page, dele);
    await shot(m.page, `menu-${label}`);
    await menu.getByRole('menuitem', { name: 'Silenciar' }).click();
    await m.page.getByText(`Você não verá mais os posts de ${chato.username}.`).waitFor();
    await expect.poll(() => postOf(m.page, dele).count()).toBe(0);
    await postOf(m.page, doOutro).waitFor();

    await (await menuOf(m.page, doOutro)).getByRole('menuitem', { name: 'Bloquear' }).click();
    const dialog = m.page.getByRole('dialog', { name: `Bloquear ${outro.username}?` });
    await dialog.waitFor();
    await shot(m.page, `bloquear-${label}`);
    await dialog.getByRole('button', { name: 'Bloquear' }).click();
    await m.page.getByText('Membro bloqueado.').waitFor();
    await expect.poll(() => postOf(m.page, doOutro).count()).toBe(0);

    await m.page.goto('/configuracoes');
    const muted = m.page.getByRole('region', { name: 'Membros silenciados' });
    await muted.getByText(`@${chato.username}`).waitFor();
    await shot(m.page, `configuracoes-${label}`);
    await m.page.getByRole('region', { name: 'Membros bloqueados' }).getByText(`@${outro.username}`).waitFor();
    await muted.getByRole('button', { name: 'Deixar de silenciar' }).click();
    await m.page.getByText(`${chato.username} voltou ao seu feed.`).waitFor();
    await muted.getByText('Você não silenciou ninguém.').waitFor();
    await m.page.goto('/feed');
    await postOf(m.page, dele).waitFor();
    expect(m.errors).toEqual([]);
    await m.context.close();
  });

  it('um membro Ouro escolhe um selo em Configurações e ele aparece ao lado do nome; quem não é Ouro vê o aviso do plano', async () => {
    const { deps } = ctx.site;
    const ouro = await makeSubscriber(deps, 'tier_ouro');
    const free = await makeMember(deps);
    const run = `${label} ${Date.now()}`;
    const o = await newMemberPage(ctx.browser, ctx.site.url, viewport, ouro.cookie);
    await o.page.goto('/configuracoes');
    const form = o.page.getByRole('form', { name: 'Selo personalizado' });
    await form.getByLabel('Emoji').fill('🔥');
    await form.getByLabel('Texto (até 12)').fill('Fã de 2009 e de sempre');
    await form.getByRole('button', { name: 'Salvar selo' }).click();
    await form.getByText('O selo pode ter até 12 caracteres').waitFor();
    await form.getByLabel('Texto (até 12)').fill('Fã de 2009');
    await form.getByRole('button', { name: 'Salvar selo' }).click();
    await o.page.getByText('Selo salvo!').waitFor();
    await shot(o.page, `selo-${label}`);

    const text = `Bora pro baile (${run})`;
    await o.page.goto('/feed');
    await o.page.getByLabel('O que você quer compartilhar?').fill(text);
    await o.page.getByRole('button', { name: 'Publicar' }).click();
    await postOf(o.page, text).getByText('🔥 Fã de 2009', { exact: true }).waitFor();

    const f = await newMemberPage(ctx.browser, ctx.site.url, viewport, free.cookie);
    await f.page.goto('/feed');
    await postOf(f.page, text).getByText('🔥 Fã de 2009', { exact: true }).waitFor();
    await f.page.goto('/configuracoes');
    await f.page.getByText('O selo personalizado é um benefício do plano Ouro.').waitFor();
    expect(await f.page.getByRole('form', { name: 'Selo personalizado' }).count()).toBe(0);
    expect([...o.errors, ...f.errors]).toEqual([]);
    await o.context.close();
    await f.context.close();
  });
});
