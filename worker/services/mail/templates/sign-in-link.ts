import type { MailMessage } from '../../../adapters/mail/port';
import { TOKEN_TTL_MS } from '../one-time-tokens';
import { renderMail } from '../layout';

/** The page the link opens; the web's route of the same path reads `token`. */
const SIGN_IN_LINK_PAGE_PATH = '/entrar-com-link';

/** 'Entrar com link por e-mail': the link to /entrar-com-link with the token, absolute from the site's origin. */
export function signInLinkMail(o: { to: string; name: string; origin: string; token: string }): MailMessage {
  const url = new URL(SIGN_IN_LINK_PAGE_PATH, o.origin);
  url.searchParams.set('token', o.token);
  const minutes = Math.round(TOKEN_TTL_MS.sign_in / 60_000);
  return {
    to: o.to,
    subject: 'Seu link para entrar — MC Mito',
    kind: 'sign_in_link',
    ...renderMail({
      greeting: `Olá, ${o.name}!`,
      paragraphs: [
        'Recebemos um pedido para entrar na sua conta da comunidade do MC Mito sem a senha.',
        `Use o botão abaixo para entrar. O link vale por ${minutes} minutos, funciona uma única vez e não muda a sua senha.`,
      ],
      action: { label: 'Entrar na minha conta', url: url.toString() },
      footer: 'Se não foi você, ignore este e-mail: ninguém entra sem abrir este link. Se quiser, troque a sua senha depois de entrar.',
    }),
  };
}
