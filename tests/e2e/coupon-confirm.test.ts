import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validCpf } from '../factories/voters';
import { couponLinkFor } from './coupon-steps';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { voteFor } from './voter-steps';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.COUPON_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

describe('cupom confirmado por e-mail — a fã vota, confirma pelo link e o cupom entra no sorteio', () => {
  for (const [label, viewport, n] of [
    ['390×844', MOBILE, 1],
    ['1280×800', DESKTOP, 2],
  ] as const) {
    it(`${label}: vota → "Confirme seu e-mail…" → abre o link do e-mail → confirmado em /meu-cupom; retira e devolve a autorização de contato`, async () => {
      const email = `fa.cupom${n}@exemplo.com.br`;
      const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
      await voteFor(page, 'Bonde do Mito', validCpf(777_000_100 + n), email);
      const coupon = page.getByRole('dialog', { name: 'Voto confirmado!' });
      await coupon.getByText('Confirme seu e-mail para participar do sorteio').waitFor();
      const code = (await coupon.getByTestId('cupom-sorteio').textContent())!.trim();
      await shot(page, `${n}-cupom-pendente`, false);
      // Reloaded, the poll's coupon banner says the same until the link is opened.
      await page.reload();
      await page.getByTestId('meu-cupom').getByText(code).waitFor();
      await page.getByText('Confirme seu e-mail para participar do sorteio').waitFor();
      await page.goto('/meu-cupom');
      const pending = page.getByTestId('cupom-email');
      await pending.getByText('Confirme seu e-mail para participar do sorteio').waitFor();
      await pending.getByRole('button', { name: 'Reenviar' }).click();
      await page.getByText('Enviamos o link de novo. Confira sua caixa de entrada e o spam.').waitFor();

      const link = await couponLinkFor(ctx.site.dataDir, email);
      expect(link.startsWith(`${ctx.site.url}/confirmar-cupom?token=`)).toBe(true);
      await page.goto(link);
      await page.getByText('E-mail confirmado! Seu cupom está no sorteio.').waitFor();
      expect(await page.getByText(code).isVisible()).toBe(true);
      // The token leaves the address bar once read.
      expect(new URL(page.url()).search).toBe('');
      await shot(page, `${n}-link-aberto`);

      // The same link again: used, refused in words.
      await page.goto(link);
      await page.getByText('Este link de confirmação é inválido, já foi usado ou expirou. Peça um novo em Meu cupom.').waitFor();

      await page.goto('/meu-cupom');
      await page.getByTestId('cupom-email').getByText('E-mail confirmado').waitFor();
      expect(await page.getByText('Confirme seu e-mail para participar do sorteio').count()).toBe(0);
      const contact = page.getByTestId('consent-contact');
      await contact.getByText('Autorizado', { exact: true }).waitFor();
      await contact.getByRole('button', { name: 'Retirar autorização' }).click();
      await contact.getByText('Não autorizado', { exact: true }).waitFor();
      await shot(page, `${n}-meu-cupom-confirmado`);
      await contact.getByRole('button', { name: 'Autorizar' }).click();
      await contact.getByText('Autorizado', { exact: true }).waitFor();

      // Back on the poll, the coupon banner no longer asks for the confirmation.
      await page.goto('/?enquete=1');
      await page.getByTestId('meu-cupom').getByText(code).waitFor();
      expect(await page.getByText('Confirme seu e-mail para participar do sorteio').count()).toBe(0);

      await page.goto('/sorteio');
      await page.getByText(/Só participam cupons com e-mail confirmado\./).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
