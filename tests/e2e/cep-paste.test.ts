import { describe, expect, it } from 'vitest';
import { MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();

describe('the club offer’s CEP field', () => {
  it("pasting '01310-100' keeps the 8 digits and fills the address (phone)", async () => {
    const { page, errors, context } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Quero a camiseta do clube' }).click();
    const dialog = page.getByRole('dialog', { name: 'Camiseta oficial do clube' });
    await dialog.getByText('Camiseta Bonde do Mito').click();
    const cep = dialog.getByLabel('CEP');
    await cep.focus();
    // What a paste does: the text arrives in one edit, dash included.
    await page.keyboard.insertText('01310-100');
    expect(await cep.inputValue()).toBe('01310100');
    await expect.poll(() => dialog.getByLabel('Rua / Logradouro').inputValue()).toBe('Avenida Paulista');
    expect(await dialog.getByLabel('Bairro').inputValue()).toBe('Bela Vista');
    expect(errors).toEqual([]);
    await context.close();
  });
});
