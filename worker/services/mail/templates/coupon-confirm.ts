import type { MailMessage } from '../../../adapters/mail/port';
import { renderMail } from '../layout';

/** The path of the coupon confirmation link; the web route of the same name opens it. */
const CONFIRM_COUPON_PATH = '/confirmar-cupom';

/** The message sent with a vote (and again on "Reenviar"): the coupon enters the draw once its link is opened. */
export function couponConfirmMail(input: { to: string; coupon: string; origin: string; token: string }): MailMessage {
  const url = `${input.origin}${CONFIRM_COUPON_PATH}?token=${encodeURIComponent(input.token)}`;
  const body = renderMail({
    greeting: 'Olá!',
    paragraphs: [
      `Recebemos seu voto na enquete oficial do MC Mito. Seu cupom do sorteio é ${input.coupon}.`,
      'Para o cupom participar do sorteio das 10 camisetas oficiais, confirme este e-mail pelo botão abaixo. O link vale por 7 dias.',
    ],
    action: { label: 'Confirmar meu cupom', url },
    footer:
      'Você recebeu esta mensagem porque este e-mail foi informado em um voto no site do MC Mito. Se não foi você, ignore: sem a confirmação o cupom não entra no sorteio.',
  });
  return { to: input.to, subject: 'Confirme seu cupom do sorteio', kind: 'coupon_confirm', ...body };
}
