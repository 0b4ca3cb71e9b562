import * as z from 'zod/mini';
import { plainText } from './plain-text';

const SUPPORT_MIN = 10;
export const SUPPORT_MAX = 2000;

/** 'Fale com a equipe' (/meu-plano): the member's message to the team; the answer goes by e-mail. */
export const supportMessageInput = z.object({
  message: plainText(
    z.trim(),
    z.minLength(SUPPORT_MIN, `Escreva pelo menos ${SUPPORT_MIN} caracteres`),
    z.maxLength(SUPPORT_MAX, `Mensagem muito longa (máximo de ${SUPPORT_MAX} caracteres)`),
  ),
});
export type SupportMessageInput = z.infer<typeof supportMessageInput>;

/** The panel's reply to one request (sent by e-mail). */
export const supportReplyInput = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  reply: plainText(
    z.trim(),
    z.minLength(SUPPORT_MIN, `Escreva pelo menos ${SUPPORT_MIN} caracteres`),
    z.maxLength(SUPPORT_MAX, `Resposta muito longa (máximo de ${SUPPORT_MAX} caracteres)`),
  ),
});
export type SupportReplyInput = z.infer<typeof supportReplyInput>;

/** tier_rank: the queue's order (higher first), kept as the member's tier when they wrote. */
export const SUPPORT_RANK = { ouro: 2, prata: 1, other: 0 } as const;

/** One open request in the panel's 'Suporte' queue (Ouro first, then the oldest). */
export interface SupportRequestView {
  id: string;
  /** 'Ouro', 'Prata' or null. */
  tier: 'Ouro' | 'Prata' | null;
  username: string;
  displayName: string;
  message: string;
  /** ISO instant. */
  createdAt: string;
}
