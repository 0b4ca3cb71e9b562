import type { MailMessage } from '../../../adapters/mail/port';
import { renderMail } from '../layout';

/** The link to a fan's data ('Baixar meus dados', 'Excluir meus dados'), asked from another device. */
export function fanDataMail(input: { to: string; coupon: string; url: string }): MailMessage {
  const body = renderMail({
    greeting: 'Olá!',
    paragraphs: [
      `Recebemos um pedido para ver ou excluir os dados do voto com o cupom ${input.coupon} na enquete oficial do MC Mito.`,
      'Pelo link abaixo você pode baixar uma cópia dos seus dados ou excluí-los. O link funciona uma vez, por 30 minutos.',
    ],
    action: { label: 'Ver meus dados', url: input.url },
    footer: 'Se não foi você que pediu, ignore este e-mail: nada muda nos seus dados.',
  });
  return { to: input.to, subject: 'Seus dados na enquete do MC Mito', kind: 'fan_data', ...body };
}
