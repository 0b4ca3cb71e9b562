import type { MailMessage } from '../../../adapters/mail/port';
import { renderMail } from '../layout';

/** To the author of a post, comment or message the moderation removed: which one (its opening words) and the rules. */
export function moderationRemovalMail(input: { to: string; name: string; notice: string; rulesUrl: string }): MailMessage {
  const body = renderMail({
    greeting: `Olá, ${input.name}!`,
    paragraphs: [
      input.notice,
      'A moderação da comunidade do MC Mito analisou uma denúncia e removeu este conteúdo. Ele não aparece mais para ninguém.',
      'Se você acha que houve um engano, responda a este e-mail.',
    ],
    action: { label: 'Ler as regras da comunidade', url: input.rulesUrl },
    footer: 'Você recebeu este e-mail porque é membro da comunidade do MC Mito e algo que você publicou foi removido.',
  });
  return { to: input.to, subject: 'Um conteúdo seu foi removido da comunidade', kind: 'moderation_removal', ...body };
}
