import type { MailMessage } from '../../../adapters/mail/port';
import { renderMail } from '../layout';

/**
 * To the owner of an address someone tried to sign up with again. The site answers that attempt
 * exactly as it answers a new account, so only this inbox learns that the account exists.
 */
export function signupTakenMail({ to, signInUrl }: { to: string; signInUrl: string }): MailMessage {
  return {
    to,
    kind: 'signup_taken',
    subject: 'Tentativa de cadastro com seu e-mail — MC Mito',
    ...renderMail({
      greeting: 'Olá!',
      paragraphs: [
        'Recebemos um pedido de cadastro no site do MC Mito: alguém tentou criar uma conta com seu e-mail.',
        'Você já tem uma conta com este endereço, então nenhuma conta nova foi criada.',
        'Se foi você, entre com sua senha. Se não lembra a senha, abra a página de entrada e redefina sua senha.',
      ],
      action: { label: 'Entrar na minha conta', url: signInUrl },
      footer: 'Se não foi você, pode ignorar este e-mail: sua conta continua como estava.',
    }),
  };
}
