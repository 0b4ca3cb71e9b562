import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validCpf } from '../factories/voters';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { pollCard } from './voter-steps';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.SHOTS;

describe('o botão Votar num celular lento', () => {
  it.each([
    ['celular', MOBILE],
    ['computador', DESKTOP],
  ] as const)(
    'o formulário abre na hora (%s); o que foi digitado enquanto o resto carregava fica, e o voto vai',
    async (label, viewport) => {
      const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport, { serviceWorkers: 'block' });
      // The form's code waits on the network, as on slow 3G, until the fan has started typing.
      const held: Route[] = [];
      let release = false;
      await page.route(/\/assets\/vote-dialog-[\w-]+\.js$/, (route) => (release ? route.continue() : void held.push(route)));
      await page.goto('/?enquete=1');
      await pollCard(page, 'Favela Venceu').getByRole('button', { name: 'Votar' }).click();

      const dialog = page.getByRole('dialog', { name: 'Confirme seu voto' });
      await dialog.waitFor();
      await dialog.getByText('Favela Venceu').waitFor();
      await expect.poll(() => held.length).toBeGreaterThan(0);
      expect(await dialog.getByRole('button', { name: 'Carregando…' }).isDisabled()).toBe(true);
      const cpf = validCpf(555_201_377 + (label === 'celular' ? 0 : 1));
      await page.getByLabel('Nome completo').fill('Joana Lenta');
      await page.getByLabel('CPF').pressSequentially(cpf.slice(0, 6));
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/vote-shell-${label}.png` });

      release = true;
      for (const r of held.splice(0)) await r.continue();
      await dialog.getByRole('button', { name: 'Confirmar voto' }).waitFor();
      // The full form kept the name and the CPF so far, and the focus where the fan was typing.
      expect(await page.getByLabel('Nome completo').inputValue()).toBe('Joana Lenta');
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('cpf');
      await page.keyboard.type(cpf.slice(6));
      expect((await page.getByLabel('CPF').inputValue()).replace(/\D/g, '')).toBe(cpf);
      await page.getByLabel('WhatsApp').pressSequentially('11987654321');
      await page.getByLabel('E-mail').fill(`joana.${label}@exemplo.com.br`);
      await page.getByLabel(/Aceito ser contatado/).check();
      await page.getByRole('button', { name: 'Confirmar voto' }).click();
      await page.getByRole('dialog', { name: 'Voto confirmado!' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
