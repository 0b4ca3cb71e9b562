import type { MailMessage } from '../../../adapters/mail/port';
import { renderMail } from '../layout';

/** To each voter of a group the artist voided ('Anular cupons'): which coupon, why, and what to do if it was a mistake. */
export function couponVoidedMail(input: { to: string; coupon: string; ground: string; reason: string }): MailMessage {
  const body = renderMail({
    greeting: 'Olá!',
    paragraphs: [
      `O cupom ${input.coupon}, do seu voto na enquete oficial do MC Mito, foi anulado e não participa do sorteio das camisetas.`,
      `Motivo: ${input.ground}. ${input.reason}`,
      'Pela Lei 5.768/71, cada pessoa participa do sorteio com um só cupom. O total de cupons anulados e os motivos estão publicados na página do sorteio, sem dados pessoais.',
      'Se você votou de verdade e acha que houve um engano, responda a este e-mail em até 7 dias.',
    ],
    footer: 'Você recebeu esta mensagem porque este e-mail foi informado em um voto no site do MC Mito.',
  });
  return { to: input.to, subject: 'Seu cupom do sorteio foi anulado', kind: 'coupon_voided', ...body };
}
