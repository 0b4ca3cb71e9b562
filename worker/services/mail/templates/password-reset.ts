import type { MailMessage } from '../../../adapters/mail/port';
import { TOKEN_TTL_MS } from '../one-time-tokens';
import { renderMail } from '../layout';

/** The page the link opens; the web's route of the same path reads `token`. */
const RESET_PAGE_PATH = '/redefinir-senha';

/** 'Redefinir senha': the link to /redefinir-senha with the token, absolute from the site's origin. */
export function passwordResetMail(o: { to: string; name: string; origin: string; token: string }): MailMessage {
  const url = new URL(RESET_PAGE_PATH, o.origin);
  url.searchParams.set('token', o.token);
  const minutes = Math.round(TOKEN_TTL_MS.password_reset / 60_000);
  return {
    to: o.to,
    subject: 'Redefinição de senha — MC Mito',
    kind: 'password_reset',
    ...renderMail({
      greeting: `Olá, ${o.name}!`,
      paragraphs: [
        'Recebemos um pedido para redefinir a senha da sua conta na comunidade do MC Mito.',
        `Use o botão abaixo para escolher uma senha nova. O link vale por ${minutes} minutos e funciona uma única vez.`,
      ],
      action: { label: 'Redefinir senha', url: url.toString() },
      footer: 'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
    }),
  };
}
