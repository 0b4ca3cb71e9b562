import * as z from 'zod/mini';
import { plainText } from './plain-text';

/*
 * 'Integridade do sorteio': groups of coupons that look farmed (generated CPFs from one place,
 * free inboxes on a catch-all or disposable domain), found before the freeze, and the artist's
 * 'Anular cupons' on one of them. Lei 5.768/71: one coupon per person.
 */

export type RaffleIntegrityRule = 'rede' | 'confirmacao' | 'dominio' | 'descartavel';

/** How each rule groups: the same key, consecutive coupons at most `gapMinutes` apart, at least `min` coupons. */
export const RAFFLE_INTEGRITY_RULES = {
  // One network voting many times in a short while: a family or a venue stays below five.
  rede: { min: 5, gapMinutes: 10 },
  // One address opening many confirmation links.
  confirmacao: { min: 5, gapMinutes: 10 },
  // One domain confirming many coupons within minutes (the large free providers are left out: they are everyone's).
  dominio: { min: 5, gapMinutes: 5 },
  // A throwaway inbox (a well-kept public list): any number, at any time.
  descartavel: { min: 1, gapMinutes: null },
} as const satisfies Record<RaffleIntegrityRule, { min: number; gapMinutes: number | null }>;

/** What /sorteio and the panel say each ground is. */
export const RAFFLE_GROUND_LABELS: Record<RaffleIntegrityRule, string> = {
  rede: 'Muitos cupons da mesma rede em poucos minutos',
  confirmacao: 'Muitas confirmações do mesmo endereço',
  dominio: 'Um mesmo domínio de e-mail confirmando muitos cupons em poucos minutos',
  descartavel: 'E-mails descartáveis (temporários)',
};

/** A coupon of a group as the panel shows it: masked, never in full. */
export interface RaffleGroupSample {
  coupon: string;
  /** `***.456.789-**` */
  cpfMasked: string;
  /** `a***@dominio.com.br` */
  emailMasked: string;
}

export interface RaffleIntegrityGroup {
  /** The rule, the hashed key and the group's first moment: the same group keeps it while it grows. */
  id: string;
  rule: RaffleIntegrityRule;
  couponCount: number;
  /** Of them, coupons whose e-mail was confirmed (they would enter the draw). */
  confirmedCount: number;
  /** Different voting addresses in the group. */
  addressCount: number;
  /** First and last moment of the group (vote or confirmation, as the rule looks at). */
  from: string;
  to: string;
  /** The domain when it is a public list's (disposable), else null: a catch-all domain shows in the masked e-mails. */
  domain: string | null;
  samples: RaffleGroupSample[];
}

export interface RaffleVoidSummary {
  ground: RaffleIntegrityRule;
  reason: string;
  couponCount: number;
  voidedAt: string;
}

export interface RaffleIntegrity {
  /** False once the list is frozen: nothing can be voided any more. */
  open: boolean;
  groups: RaffleIntegrityGroup[];
  voids: RaffleVoidSummary[];
}

/** Samples shown per group. */
export const RAFFLE_GROUP_SAMPLES = 3;

/**
 * 'Anular cupons': the group as the artist saw it (its id and size; a group that changed since is
 * refused, so nothing is voided that was not shown) and the reason, public on /sorteio.
 */
export const raffleVoidInput = z.object({
  groupId: z.string().check(z.minLength(1), z.maxLength(120)),
  couponCount: z.number().check(z.int(), z.positive(), z.maximum(1_000_000)),
  reason: plainText(
    z.trim(),
    z.minLength(10, 'Explique o motivo em pelo menos 10 caracteres'),
    z.maxLength(300, 'Motivo muito longo (até 300 caracteres)'),
  ),
});
export type RaffleVoidInput = z.infer<typeof raffleVoidInput>;

export interface RaffleVoidResult {
  voided: number;
}
