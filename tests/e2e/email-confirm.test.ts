import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { linkFromMail } from '../factories/mailbox';
import { makeMember } from '../factories/sessions';
import { DESKTOP, MOBILE, newMemberPage, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
let seq = 0;

/** The newest link to `path` the site e-mailed to `email` (its DATA_DIR/mail outbox), once it is there. */
async function mailedLink(email: string, path: string) {
  await expect.poll(() => linkFromMail(ctx.site.dataDir, email, path), { timeout: 10_000 }).toBeTruthy();
  return linkFromMail(ctx.site.dataDir, email, path)!;
}

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('confirmação de e-mail no %s', (label, viewport) => {
  it('cadastra, vê onde o link foi, abre o link do e-mail e entra, sem o aviso', async () => {
    const n = `${++seq}${Date.now() % 100_000}`;
    const email = `confirma${n}@exemplo.com.br`;
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
    await page.goto('/auth?aba=cadastrar');
    await page.getByRole('form', { name: 'Cadastrar' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill('batidao-do-mito');
    await page.getByLabel('Nome de usuário').fill(`conf_${n}`);
    await page.getByLabel('Nome de exibição').fill('Bia do Baile');
    await page.getByLabel('WhatsApp').pressSequentially('11987654321');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByRole('heading', { name: 'Confira seu e-mail' }).waitFor();
    await page.getByText(`Enviamos um link de confirmação para ${email}. Abra-o para entrar na comunidade.`).waitFor();
    await page.screenshot({ path: `/tmp/email-confirm-${label}-sent.png` });
    // Not signed in yet: the member area still sends to /auth.
    expect((await context.cookies()).filter((c) => c.name.includes('mito_session'))).toEqual([]);

    // A new member goes on to the plans, as the sign-up promised.
    await page.goto(await mailedLink(email, '/confirmar-email'));
    await page.waitForURL((u) => u.pathname === '/pricing');
    await page.getByText('E-mail confirmado!').waitFor();
    await page.screenshot({ path: `/tmp/email-confirm-${label}-confirmed.png` });
    expect(await page.getByRole('heading', { name: 'Confirme seu e-mail' }).count()).toBe(0);
    const [row] = await ctx.site.deps.db.select({ at: users.emailConfirmedAt }).from(users).where(eq(users.email, email));
    expect(row?.at).toBeInstanceOf(Date);

    // The same link again: it says so in Portuguese; this browser is signed in and confirmed.
    await page.goto(linkFromMail(ctx.site.dataDir, email, '/confirmar-email')!);
    await page.getByRole('alert').getByText('Este link de confirmação expirou ou já foi usado.').waitFor();
    await page.getByText('Seu e-mail já está confirmado.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('um membro sem confirmar vê o aviso e reenvia; o link usado pede um novo', async () => {
    const member = await makeMember(ctx.site.deps, { emailConfirmed: false });
    const { context, page, errors } = await newMemberPage(ctx.browser, ctx.site.url, viewport, member.cookie);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Meu painel' }).waitFor();
    const banner = page.getByRole('complementary', { name: 'Confirme seu e-mail' });
    await banner.waitFor();
    await banner.getByText(member.email).waitFor();
    await page.screenshot({ path: `/tmp/email-confirm-${label}-banner.png` });
    await banner.getByRole('button', { name: 'Reenviar' }).click();
    await page.getByText('Link reenviado').waitFor();
    const link = await mailedLink(member.email, '/confirmar-email');

    // Opened twice (say, from two tabs): the first confirms, the second reads a clear message.
    await page.goto(link);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByText('E-mail confirmado!').waitFor();
    await expect.poll(() => page.getByRole('complementary', { name: 'Confirme seu e-mail' }).count()).toBe(0);
    await page.goto(link);
    await page.getByText('Este link de confirmação expirou ou já foi usado.').waitFor();
    await page.screenshot({ path: `/tmp/email-confirm-${label}-used.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('um link vencido, aberto por quem está com sessão e sem confirmar, oferece Reenviar', async () => {
    const member = await makeMember(ctx.site.deps, { emailConfirmed: false });
    const { context, page } = await newMemberPage(ctx.browser, ctx.site.url, viewport, member.cookie);
    await page.goto('/confirmar-email?token=abcdefghijklmnopqrstuvwxyz234567');
    const alert = page.getByRole('alert');
    await alert.getByText('Este link de confirmação expirou ou já foi usado.').waitFor();
    await alert.getByText(`Peça um novo link para ${member.email}.`).waitFor();
    await alert.getByRole('button', { name: 'Reenviar' }).click();
    await page.getByText('Link reenviado').waitFor();
    await page.screenshot({ path: `/tmp/email-confirm-${label}-expired.png` });
    await context.close();
  });
});
