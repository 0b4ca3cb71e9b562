import { describe, expect, it } from 'vitest';
import { writePostTerms } from '../../worker/services/search/write-terms';
import { makePost } from '../factories/feed';
import { makeSubscriber } from '../factories/sessions';
import { signedIn } from './chat-steps';
import { DESKTOP, MOBILE, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
// Until both pages have loaded and subscribed: slow on a loaded machine.
const POLL = { timeout: 30_000, interval: 250 };

/**
 * Ana has a post on the feed; Bruno, in his own browser, reacts and comments. Ana's card and her
 * side column's Estatísticas change without a reload, and the card's time moves on by itself.
 */
describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('contagens ao vivo no %s', (label, viewport) => {
  it('a reação e o comentário do Bruno aparecem no card da Ana sem recarregar', async () => {
    const ana = await makeSubscriber(ctx.site.deps, 'tier_prata');
    const bruno = await makeSubscriber(ctx.site.deps, 'tier_prata');
    const text = `Ensaio aberto amanhã (${label})`;
    await makePost(ctx.site.deps, ana.userId, { content: text });
    const pa = await signedIn(ctx, ana.token, viewport);
    const pb = await signedIn(ctx, bruno.token, viewport);
    // Ana's clock is the page's own: the relative time below moves with it, not with a wait.
    await pa.page.clock.install({ time: new Date() });
    await pa.page.goto('/feed');
    await pb.page.goto('/feed');
    const card = (page: typeof pa.page) => page.getByRole('article').filter({ hasText: text });
    await card(pa.page).getByTestId('count-fire').waitFor();
    expect(await card(pa.page).locator('time').first().textContent()).toMatch(/^(agora|há \d+ segundos?)$/);
    const stat = (name: string) => pa.page.locator(`section[aria-label="Seu perfil"] dt:text-is("${name}") + dd`);
    if (viewport === DESKTOP) await expect.poll(() => stat('Reações').textContent(), POLL).toBe('0');

    // From here on, every read Ana's page makes: the counts arrive in the event, so the feed is never fetched again.
    const reads: string[] = [];
    pa.page.on('request', (r) => {
      if (r.url().includes('/trpc/')) reads.push(decodeURIComponent(new URL(r.url()).pathname.replace(/^.*\/trpc\//, '')));
    });

    // Bruno reacts; Ana's count follows once her page listens (the event before that reached nobody, so he reacts again until it does).
    await card(pb.page).getByRole('button', { name: /^Fogo/ }).click();
    await expect.poll(() => card(pb.page).getByTestId('count-fire').textContent(), POLL).toBe('1');
    await expect
      .poll(async () => {
        const seen = await card(pa.page).getByTestId('count-fire').textContent();
        if (seen !== '1') {
          await card(pb.page).getByRole('button', { name: /^Fogo/ }).click();
          await expect.poll(() => card(pb.page).getByTestId('count-fire').textContent(), POLL).toBe('0');
          await card(pb.page).getByRole('button', { name: /^Fogo/ }).click();
        }
        return seen;
      }, POLL)
      .toBe('1');

    await card(pb.page)
      .getByRole('button', { name: /^Comentários/ })
      .click();
    await card(pb.page).getByPlaceholder('Escreva um comentário…').fill('Tô dentro!');
    await card(pb.page).getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => card(pa.page).getByTestId('count-comments').textContent(), POLL).toBe('1');
    if (viewport === DESKTOP) {
      await expect.poll(() => stat('Reações').textContent(), POLL).toBe('1');
      await expect.poll(() => stat('Comentários').textContent(), POLL).toBe('1');
    }
    await pa.page.screenshot({ path: `/tmp/shots-live/contagens-${label}.png` });
    expect(reads.filter((r) => /feed\.(list|post)\b/.test(r))).toEqual([]);
    // Her own stats refetch once per coalescing window, not once per event.
    expect(reads.filter((r) => r.includes('feed.myStats')).length).toBeLessThanOrEqual(2);

    // Two minutes later on Ana's clock, without a reload.
    await pa.page.clock.fastForward('02:00');
    await expect.poll(() => card(pa.page).locator('time').first().textContent(), POLL).toMatch(/^há [23] minutos$/);
    expect(pa.errors).toEqual([]);
    expect(pb.errors).toEqual([]);
    await pa.context.close();
    await pb.context.close();
  });
});

/** A card found by 'Buscar' follows the same counts event as the feed's. */
describe('contagens ao vivo na busca', () => {
  it('a reação do Bruno aparece no card que a Ana encontrou na busca', async () => {
    const ana = await makeSubscriber(ctx.site.deps, 'tier_prata');
    const bruno = await makeSubscriber(ctx.site.deps, 'tier_prata');
    const word = `ensaiozinho${ctx.site.deps.random.int(1e6)}`;
    const text = `Quem vem no ${word} de sábado?`;
    const postId = await makePost(ctx.site.deps, ana.userId, { content: text });
    await ctx.site.deps.db.run(
      writePostTerms(ctx.site.deps, { postId, createdAt: ctx.site.deps.clock.now(), content: text, tagNames: [] }),
    );
    const pa = await signedIn(ctx, ana.token, DESKTOP);
    const pb = await signedIn(ctx, bruno.token, DESKTOP);
    await pa.page.goto(`/feed?busca=${word}`);
    await pb.page.goto('/feed');
    const card = (page: typeof pa.page) => page.getByRole('article').filter({ hasText: text });
    await card(pa.page).getByTestId('count-fire').waitFor();
    // Bruno reacts until Ana's page listens (an event before that reached nobody).
    await expect
      .poll(async () => {
        const seen = await card(pa.page).getByTestId('count-fire').textContent();
        if (seen !== '1') {
          if ((await card(pb.page).getByTestId('count-fire').textContent()) === '1') {
            await card(pb.page).getByRole('button', { name: /^Fogo/ }).click();
            await expect.poll(() => card(pb.page).getByTestId('count-fire').textContent(), POLL).toBe('0');
          }
          await card(pb.page).getByRole('button', { name: /^Fogo/ }).click();
          await expect.poll(() => card(pb.page).getByTestId('count-fire').textContent(), POLL).toBe('1');
        }
        return seen;
      }, POLL)
      .toBe('1');
    expect(pa.errors).toEqual([]);
    await pa.context.close();
    await pb.context.close();
  });
});
