import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postPollOptions, postPolls } from '../../db/schema';
import { makePost } from '../factories/feed';
import { makeMember, makeSubscriber } from '../factories/sessions';
import { addSessionCookie, DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.FEED_SHOTS_DIR;

const signIn = (context: BrowserContext, cookie: string) => addSessionCookie(context, ctx.site.url, cookie);

const postOf = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const shot = async (page: Page, name: string) => SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }));
/** The usage panel sits in the left column on a computer and inside the opened composer on a phone: the visible one. */
const usagePosts = (page: Page) => page.getByTestId('usage-posts').filter({ visible: true });
/** On a phone the composer is one line until tapped; then it fills the screen, with the usage panel inside and its own 'Fechar'. */
const composerLine = (page: Page) => page.getByLabel('O que você quer compartilhar?');
const closeComposer = (page: Page) =>
  page.getByRole('form', { name: 'Criar post' }).getByRole('button', { name: 'Fechar', exact: true }).click();

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('enquete no feed, no %s', (label, viewport) => {
  it('Ana cria uma enquete, Léo vota e vê o resultado, Ana vê o voto ao recarregar', async () => {
    const phone = viewport === MOBILE;
    const ana = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const leo = await makeMember(ctx.site.deps);
    const text = `Bora escolher o repertório (${label} ${Date.now()})`;

    const a = await newPage(ctx.browser, ctx.site.url, viewport);
    await signIn(a.context, ana.cookie);
    await a.page.goto('/feed');
    await composerLine(a.page).click();
    await expect.poll(() => usagePosts(a.page).textContent()).toBe('0 de 10');

    await composerLine(a.page).fill(text);
    await a.page.getByRole('button', { name: 'Enquete', exact: true }).click();
    // Only one option filled in: the creator's own message, and nothing is published.
    await a.page.getByLabel('Pergunta').fill('Qual música abre o show?');
    await a.page.getByLabel('Opção 1', { exact: true }).fill('Chora Piranha');
    await a.page.getByRole('button', { name: 'Publicar' }).click();
    await a.page.getByText('Opções insuficientes').waitFor();

    await a.page.getByLabel('Opção 2', { exact: true }).fill('Baile do Mito');
    await a.page.getByRole('button', { name: 'Adicionar opção' }).click();
    await a.page.getByLabel('Opção 3', { exact: true }).fill('Fim de Semana');
    await a.page.getByLabel('Duração').selectOption({ label: '3 dias' });
    await shot(a.page, `enquete-criador-${label}`);
    await a.page.getByRole('button', { name: 'Publicar' }).click();

    const mine = postOf(a.page, text);
    await mine.getByRole('region', { name: 'Enquete: Qual música abre o show?' }).waitFor();
    // The author may vote like anyone, or look at the results (no voters yet); and sees when it ends.
    await mine.getByText('Termina em 3 dias').waitFor();
    await mine.getByRole('button', { name: 'Ver resultados' }).click();
    await expect.poll(() => mine.getByTestId('poll-total').textContent()).toBe('0 votantes');
    await mine.getByRole('button', { name: 'Fechar enquete' }).waitFor();
    // Published, the phone's composer is one line again: Ana taps it to see her count.
    if (phone) expect(await a.page.getByRole('button', { name: 'Publicar' }).isVisible()).toBe(false);
    await composerLine(a.page).click();
    await expect.poll(() => usagePosts(a.page).textContent()).toBe('1 de 10');
    // The composer is empty again, without a poll.
    expect(await composerLine(a.page).inputValue()).toBe('');
    expect(await a.page.getByLabel('Pergunta').count()).toBe(0);
    if (phone) await closeComposer(a.page);

    const l = await newPage(ctx.browser, ctx.site.url, viewport);
    await signIn(l.context, leo.cookie);
    await l.page.goto('/feed');
    const card = postOf(l.page, text);
    const poll = card.getByRole('group', { name: 'Qual música abre o show?' });
    await poll.waitFor();
    // Before voting Léo sees the options, not the results.
    expect(await card.getByTestId('poll-share').count()).toBe(0);
    await expect.poll(() => poll.getByRole('radio').count()).toBe(3);
    const vote = card.getByRole('button', { name: 'Votar' });
    expect(await vote.isDisabled()).toBe(true);
    await poll.getByRole('radio', { name: 'Baile do Mito' }).check();
    await vote.click();
    await expect.poll(() => card.getByTestId('poll-share').allTextContents()).toEqual(['0,0%', '100,0%', '0,0%']);
    await expect.poll(() => card.getByTestId('poll-total').textContent()).toBe('1 votante');
    await card.getByLabel('Seu voto').waitFor();
    await card.getByText('Termina em 3 dias').waitFor();
    await shot(l.page, `enquete-votou-${label}`);

    // Léo reloads: his vote stays, and he cannot vote again.
    await l.page.reload();
    // The reload fetches the feed again: wait for the results to render, then read them (a bare poll's 1 s is too short on a busy machine).
    await postOf(l.page, text).getByTestId('poll-share').first().waitFor();
    await expect.poll(() => postOf(l.page, text).getByTestId('poll-share').allTextContents()).toEqual(['0,0%', '100,0%', '0,0%']);
    expect(await postOf(l.page, text).getByRole('button', { name: 'Votar' }).count()).toBe(0);

    await a.page.reload();
    await postOf(a.page, text).getByRole('button', { name: 'Ver resultados' }).click();
    await expect.poll(() => postOf(a.page, text).getByTestId('poll-total').textContent()).toBe('1 votante');

    // Ana closes her poll in the site's own dialog (never the browser's): everyone reads 'Esta enquete foi fechada'.
    a.page.on('dialog', () => expect.unreachable('a browser dialog opened'));
    await postOf(a.page, text).getByRole('button', { name: 'Fechar enquete' }).click();
    await a.page.getByRole('dialog', { name: 'Fechar esta enquete?' }).getByRole('button', { name: 'Fechar enquete' }).click();
    await postOf(a.page, text).getByText('Esta enquete foi fechada').waitFor();
    await l.page.reload();
    await postOf(l.page, text).getByText('Esta enquete foi fechada').waitFor();
    await shot(a.page, `enquete-autora-${label}`);

    expect([...a.errors, ...l.errors]).toEqual([]);
    await a.context.close();
    await l.context.close();
  });
});

describe('enquete que fecha enquanto a página está aberta', () => {
  it("o voto volta atrás e aparece 'Esta enquete foi fechada'", async () => {
    const ana = await makeSubscriber(ctx.site.deps, 'tier_prata');
    const leo = await makeMember(ctx.site.deps);
    const text = `Enquete relâmpago ${Date.now()}`;
    const l = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await signIn(l.context, leo.cookie);
    const anaApi = await fetch(`${ctx.site.url}/trpc/feed.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ctx.site.url, cookie: ana.cookie },
      body: JSON.stringify({
        content: text,
        poll: { question: 'Sim ou não?', options: ['Sim', 'Não'], expiry: '7', multipleChoice: false },
      }),
    });
    expect(anaApi.status).toBe(200);
    await l.page.goto('/feed');
    const card = postOf(l.page, text);
    await card.getByRole('radio', { name: 'Sim' }).check();

    const [poll] = (
      (await (
        await fetch(`${ctx.site.url}/trpc/feed.list?input=${encodeURIComponent(JSON.stringify({}))}`, { headers: { cookie: ana.cookie } })
      ).json()) as { result: { data: { items: { content: string; poll: { id: string } | null }[] } } }
    ).result.data.items
      .filter((p) => p.content === text)
      .map((p) => p.poll!);
    const closed = await fetch(`${ctx.site.url}/trpc/feed.closePoll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ctx.site.url, cookie: ana.cookie },
      body: JSON.stringify({ pollId: poll!.id }),
    });
    expect(closed.status).toBe(200);

    await card.getByRole('button', { name: 'Votar' }).click();
    await l.page.getByText('Esta enquete foi fechada').first().waitFor();
    await card.getByRole('status').filter({ hasText: 'Esta enquete foi fechada' }).waitFor();
    expect(await card.getByLabel('Seu voto').count()).toBe(0);
    expect(l.errors).toEqual([]);
    await l.context.close();
  });
});

describe('painel de limites perto do limite diário', () => {
  it.each([
    [7, 'warn', false],
    [8, 'warn', true],
    [9, 'danger', true],
  ] as const)('%i de 10 posts: barra %s, dica de upgrade %s; enquete e criador sem violação séria (axe)', async (posted, tone, hint) => {
    const ana = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    for (let i = 0; i < posted; i++) await makePost(ctx.site.deps, ana.userId, { content: `Post de hoje ${i}` });
    const a = await newPage(ctx.browser, ctx.site.url, DESKTOP);
    await signIn(a.context, ana.cookie);
    await a.page.goto('/feed');
    await expect.poll(() => usagePosts(a.page).textContent()).toBe(`${posted} de 10`);
    const panel = a.page.getByRole('region', { name: /Seus limites/ }).filter({ visible: true });
    expect(await panel.locator('progress').getAttribute('data-tone')).toBe(tone);
    const upgrade = panel.getByRole('link', { name: 'Faça upgrade' });
    expect(await upgrade.count()).toBe(hint ? 1 : 0);
    if (hint) expect(await upgrade.getAttribute('href')).toBe('/pricing');
    if (SHOTS) await panel.screenshot({ path: `${SHOTS}/limites-${posted}.png` });

    // A poll to vote on, from someone else, so the voting form is on the page too.
    const leo = await makeSubscriber(ctx.site.deps, 'tier_ouro');
    await ctx.site.deps.db.batch([
      ctx.site.deps.db.insert(postPolls).values({
        id: `poll_${ana.userId}`,
        postId: await makePost(ctx.site.deps, leo.userId, { content: `Enquete do Léo ${posted}` }),
        question: `Vai no baile ${posted}?`,
        expiresAt: null,
      }),
      ctx.site.deps.db.insert(postPollOptions).values([
        { id: `opt1_${ana.userId}`, pollId: `poll_${ana.userId}`, optionText: 'Sim', optionOrder: 0 },
        { id: `opt2_${ana.userId}`, pollId: `poll_${ana.userId}`, optionText: 'Não', optionOrder: 1 },
      ]),
    ]);
    await a.page.reload();
    await a.page.getByRole('group', { name: `Vai no baile ${posted}?` }).waitFor();
    await a.page.getByRole('button', { name: 'Enquete', exact: true }).click();
    await a.page.getByLabel('Pergunta').waitFor();
    // Checked: the composer with the poll creator, the usage panel and the poll (the rest of the card is the feed's).
    const { violations } = await new AxeBuilder({ page: a.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .include('form[aria-label="Criar post"]')
      .include('section[aria-labelledby="usage-limits-title"]')
      .include(`section[aria-label="Enquete: Vai no baile ${posted}?"]`)
      .analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
    expect(a.errors).toEqual([]);
    await a.context.close();
  });
});

describe('múltipla escolha e enquete expirada', () => {
  it('Léo marca duas opções e vê as duas como seu voto; a enquete vencida mostra o resultado e não aceita voto', async () => {
    const ana = await makeSubscriber(ctx.site.deps, 'tier_prata');
    const leo = await makeMember(ctx.site.deps);
    const { db } = ctx.site.deps;
    const tag = `${Date.now()}`;
    const multi = await makePost(ctx.site.deps, ana.userId, { content: `Múltipla ${tag}` });
    const expired = await makePost(ctx.site.deps, ana.userId, { content: `Vencida ${tag}` });
    await db.batch([
      db
        .insert(postPolls)
        .values({ id: `pm_${tag}`, postId: multi, question: `Quais bailes? ${tag}`, multipleChoice: true, expiresAt: null }),
      db.insert(postPollOptions).values(
        ['Sexta', 'Sábado', 'Domingo'].map((optionText, i) => ({
          id: `pm_${tag}_${i}`,
          pollId: `pm_${tag}`,
          optionText,
          optionOrder: i,
        })),
      ),
      db.insert(postPolls).values({
        id: `pe_${tag}`,
        postId: expired,
        question: `Já passou? ${tag}`,
        expiresAt: new Date(Date.now() - 60_000),
        totalVotes: 1,
      }),
      db.insert(postPollOptions).values([
        { id: `pe_${tag}_0`, pollId: `pe_${tag}`, optionText: 'Sim', optionOrder: 0, voteCount: 1 },
        { id: `pe_${tag}_1`, pollId: `pe_${tag}`, optionText: 'Não', optionOrder: 1 },
      ]),
    ]);

    const l = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await signIn(l.context, leo.cookie);
    await l.page.goto('/feed');
    const card = postOf(l.page, `Múltipla ${tag}`);
    const group = card.getByRole('group', { name: `Quais bailes? ${tag}` });
    await group.getByText('Escolha uma ou mais opções').waitFor();
    await group.getByRole('checkbox', { name: 'Sexta' }).check();
    await group.getByRole('checkbox', { name: 'Domingo' }).check();
    await card.getByRole('button', { name: 'Votar' }).click();
    // One member, two options: one voter, and each option's share is of the voters.
    await expect.poll(() => card.getByTestId('poll-share').allTextContents()).toEqual(['100,0%', '0,0%', '100,0%']);
    await expect.poll(() => card.getByLabel('Seu voto').count()).toBe(2);
    await expect.poll(() => card.getByTestId('poll-total').textContent()).toBe('1 votante');

    const old = postOf(l.page, `Vencida ${tag}`);
    await old.getByRole('status').filter({ hasText: 'Esta enquete expirou' }).waitFor();
    expect(await old.getByTestId('poll-share').allTextContents()).toEqual(['100,0%', '0,0%']);
    expect(await old.getByRole('button', { name: 'Votar' }).count()).toBe(0);
    await shot(l.page, 'enquete-multipla-e-vencida');
    expect(l.errors).toEqual([]);
    await l.context.close();
  });
});
