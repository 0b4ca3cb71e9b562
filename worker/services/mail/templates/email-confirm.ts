import type { MailMessage } from '../../../adapters/mail/port';
import { renderMail } from '../layout';

/** The link a new member opens to confirm the address (and to enter the community from that browser). */
export function emailConfirmMail({ to, displayName, url }: { to: string; displayName: string; url: string }): MailMessage {
  return {
    to,
    kind: 'email_confirm',
    subject: 'Confirme seu e-mail — MC Mito',
    ...renderMail({
      greeting: `Olá, ${displayName}!`,
      paragraphs: [
        'Falta pouco para você entrar na comunidade oficial do MC Mito.',
        'Confirme seu e-mail pelo botão abaixo. O link vale por 7 dias e pode ser usado uma vez.',
      ],
      action: { label: 'Confirmar e-mail', url },
      footer:
        'Se você não criou uma conta no site do MC Mito, ignore este e-mail: sem a confirmação, ninguém publica nem conversa em seu nome.',
    }),
  };
}
