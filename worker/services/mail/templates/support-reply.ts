import type { MailMessage } from '../../../adapters/mail/port';
import { renderMail } from '../layout';

/** The team's answer to a member's 'Fale com a equipe' message, with what they wrote, for context. */
export function supportReplyMail(input: { to: string; name: string; question: string; reply: string; url: string }): MailMessage {
  const body = renderMail({
    greeting: `Olá, ${input.name}!`,
    paragraphs: [input.reply, `Sua mensagem: “${input.question}”`],
    action: { label: 'Abrir Meu Plano', url: input.url },
    footer:
      'Você recebeu este e-mail porque escreveu para a equipe pelo Fale com a equipe, em Meu Plano. Para continuar a conversa, envie uma nova mensagem por lá.',
  });
  return { to: input.to, subject: 'Resposta da equipe MC Mito', kind: 'support_reply', ...body };
}
