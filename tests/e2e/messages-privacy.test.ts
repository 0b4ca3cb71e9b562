import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { getAccount } from '../../worker/services/members/get-account';
import { blockMember, listBlocked } from '../../worker/services/messages/block-member';
import { makeSubscriber } from '../factories/sessions';
import { openChat, signedIn, twoInAChat } from './chat-steps';
import { DESKTOP, MOBILE, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
const REFUSED = 'Não é possível enviar mensagens nesta conversa.';

describe('privacidade nas mensagens', () => {
  it.each([
    ['celular', MOBILE],
    ['computador', DESKTOP],
  ] as const)(
    'B bloqueia A (%s): o envio de A é recusado com um aviso, e o campo de mensagem dá lugar ao aviso; B desbloqueia',
    async (_label, viewport) => {
      const { a, pa, pb } = await twoInAChat(ctx, viewport);
      await pa.page.getByTestId('presence').filter({ hasText: 'Online' }).waitFor({ timeout: 15_000 });

      await pb.page.getByRole('button', { name: 'Bloquear', exact: true }).click();
      const confirm = pb.page.getByRole('dialog', { name: `Bloquear ${a.username}?` });
      await confirm.getByRole('button', { name: 'Bloquear', exact: true }).click();
      await pb.page.getByText('Você bloqueou este membro.').waitFor();
      expect(await pb.page.getByRole('textbox', { name: 'Mensagem' }).count()).toBe(0);

      // A's page does not know yet: the send is refused by the server, shown as a toast.
      await pa.page.getByRole('textbox', { name: 'Mensagem' }).fill('oi, tudo bem?');
      await pa.page.getByRole('button', { name: 'Enviar mensagem' }).click();
      await pa.page.locator('[data-sonner-toast]', { hasText: REFUSED }).waitFor();
      await pa.page.locator('p[role="status"]', { hasText: REFUSED }).waitFor();
      expect(await pa.page.getByTestId('message').count()).toBe(0);
      // Blocked, A no longer sees B 'Online' (nor B, A): the chat's status line is gone on both sides.
      await expect.poll(() => pa.page.getByTestId('presence').count()).toBe(0);
      expect(await pb.page.getByTestId('presence').count()).toBe(0);

      await pb.page.getByRole('button', { name: 'Desbloquear', exact: true }).click();
      await pb.page
        .getByRole('dialog', { name: `Desbloquear ${a.username}?` })
        .getByRole('button', { name: 'Desbloquear', exact: true })
        .click();
      await pb.page.getByRole('textbox', { name: 'Mensagem' }).waitFor();
      expect([...pa.errors, ...pb.errors]).toEqual([]);
      await pa.context.close();
      await pb.context.close();
    },
  );

  it('em /configuracoes o membro esconde o online, fecha a caixa de conversas e desbloqueia quem bloqueou', async () => {
    const a = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const b = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    await blockMember(ctx.site.deps, { userId: b.userId, username: a.username });
    const pb = await signedIn(ctx, b.token);
    await pb.page.goto('/configuracoes');
    await pb.page.getByText(`@${a.username}`).waitFor();
    // The new parts of the page (privacy fields, blocked list) pass axe's WCAG A/AA rules.
    const { violations } = await new AxeBuilder({ page: pb.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .include('fieldset')
      .include('section[aria-labelledby="blocked-title"]')
      .analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    // The factory's member has no WhatsApp on file: privacy saves without one (the field is checked only once changed).
    await pb.page.getByRole('checkbox', { name: 'Mostrar quando estou online' }).uncheck();
    await pb.page.getByRole('radio', { name: 'Ninguém' }).check();
    await pb.page.getByRole('button', { name: 'Salvar alterações' }).click();
    await pb.page.locator('[data-sonner-toast]', { hasText: 'Dados atualizados!' }).waitFor();
    expect(await getAccount(ctx.site.deps, { userId: b.userId })).toMatchObject({ showOnline: false, whoCanMessage: 'nobody' });

    await pb.page.getByRole('button', { name: 'Desbloquear' }).click();
    await pb.page.getByText('Você não bloqueou ninguém.').waitFor();
    expect(await listBlocked(ctx.site.deps, { userId: b.userId })).toEqual([]);

    await pb.page.reload();
    await pb.page.getByRole('radio', { name: 'Ninguém' }).waitFor();
    expect(await pb.page.getByRole('checkbox', { name: 'Mostrar quando estou online' }).isChecked()).toBe(false);
    expect(await pb.page.getByRole('radio', { name: 'Ninguém' }).isChecked()).toBe(true);
    expect(pb.errors).toEqual([]);
    await pb.context.close();
  });

  it("quem esconde o online nunca aparece 'Online' para o outro, mesmo com a conversa aberta", async () => {
    const { a, b, pa, pb } = await twoInAChat(ctx);
    // Visible first: B sees A online (the hub is live on both pages).
    await expect.poll(() => pb.page.getByTestId('presence').textContent(), { timeout: 15_000 }).toContain('Online');

    await pa.page.goto('/configuracoes');
    await pa.page.getByRole('checkbox', { name: 'Mostrar quando estou online' }).uncheck();
    await pa.page.getByRole('button', { name: 'Salvar alterações' }).click();
    await pa.page.locator('[data-sonner-toast]', { hasText: 'Dados atualizados!' }).waitFor();
    await openChat(pa.page, b.username);
    // A's page is open on the chat again, yet B sees A offline and no 'visto por último'; A still sees B online.
    await expect.poll(() => pa.page.getByTestId('presence').textContent(), { timeout: 15_000 }).toContain('Online');
    await pb.page.reload();
    await pb.page
      .getByRole('button', { name: new RegExp(a.username) })
      .first()
      .click();
    await expect.poll(() => pb.page.getByTestId('presence').textContent(), { timeout: 15_000 }).toBe('Offline');
    expect([...pa.errors, ...pb.errors]).toEqual([]);
    await pa.context.close();
    await pb.context.close();
  });
});
