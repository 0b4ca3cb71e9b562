import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validCpf } from '../factories/voters';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { fillVoterForm, pollCard, voteFor } from './voter-steps';

const ctx = useSiteAndBrowser();

/**
 * What the person sees (and taps) at the middle of the toast is the toast itself, not a modal
 * dialog or its backdrop: a z-index cannot lift anything over the browser's top layer.
 */
async function toastOnTop(page: Page, text: string): Promise<boolean> {
  const toast = page.locator('[data-sonner-toast]', { hasText: text });
  await toast.waitFor();
  return toast.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && el.contains(hit);
  });
}

describe('avisos por cima dos diálogos', () => {
  it.each([
    ['celular', MOBILE],
    ['computador', DESKTOP],
  ])('no %s, o aviso de CPF inválido aparece por cima do diálogo de voto aberto', async (_, viewport) => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
    await page.goto('/?enquete=1');
    await pollCard(page, 'Mito Clássico').getByRole('button', { name: 'Votar' }).click();
    const form = page.getByRole('dialog', { name: 'Confirme seu voto' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Confirmar voto' }).waitFor();
    await fillVoterForm(page, '11111111111');
    await form.getByRole('button', { name: 'Confirmar voto' }).click();

    await expect.poll(() => toastOnTop(page, 'CPF inválido'), { timeout: 3_000 }).toBe(true);
    expect(await form.isVisible()).toBe(true);
    // Nor does it cover the LGPD note beside the button it lifts above.
    // Measured once the toast has slid into place (its entrance is a transition).
    const note = await form.getByText(/Seus dados servem só para o sorteio/).boundingBox();
    type Box = NonNullable<typeof note>;
    const apart = (a: Box, b: Box) =>
      a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5 || a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5;
    await expect
      .poll(async () => {
        const shown = await page.locator('[data-sonner-toast]').filter({ hasText: 'CPF inválido' }).boundingBox();
        return Boolean(note && shown && apart(note, shown));
      })
      .toBe(true);
    // The dialog still works under the toast.
    await page.getByLabel('CPF').fill('');
    expect(await page.getByLabel('CPF').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('quem já votou vê o aviso por cima da oferta do clube que se abre em seguida', async () => {
    const cpf = validCpf(333_444_550);
    const first = await newPage(ctx.browser, ctx.site.url, DESKTOP);
    await voteFor(first.page, 'Favela Venceu', cpf);
    await first.page.getByRole('dialog', { name: 'Voto confirmado!' }).waitFor();
    await first.context.close();

    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await voteFor(page, 'Bonde do Mito', cpf);
    await page.getByRole('dialog', { name: 'Camiseta oficial do clube' }).waitFor();

    await expect.poll(() => toastOnTop(page, 'Seu voto já estava registrado!'), { timeout: 3_000 }).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
