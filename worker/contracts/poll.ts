import * as z from 'zod/mini';
import { normalizeCoupon } from '../lib/coupon';
import { isValidCpf } from '../lib/cpf';
import { botCheckToken } from './bot-check';
import { plainText } from './plain-text';

/*
 * The official T-shirt poll: one schema per input, shared by the web forms and
 * the procedures. Written with `zod/mini` so the landing bundle stays small.
 * Messages are the product's Portuguese texts, shown as they are.
 */

export const VOTER_TOKEN_STORAGE_KEY = 'mito_voter_token';
export const FORM_FALLBACK_MESSAGE = 'Por favor, preencha todos os campos corretamente';

const CPF_INVALID = 'CPF inválido';
const WHATSAPP_INVALID = 'WhatsApp inválido';

const optionId = z.string().check(z.minLength(1, 'Escolha um design.'), z.maxLength(64, 'Escolha um design.'));
const voterToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'Erro ao identificar voto anterior'));
/** Random, made by the browser before it sends the vote; the same key again means the same vote (idempotent retry). */
const voteKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/, 'Erro ao votar. Tente novamente.'));

export const voterFormInput = z.object({
  name: plainText(z.trim(), z.minLength(3, 'Nome deve ter pelo menos 3 caracteres'), z.maxLength(100, 'Nome muito longo')),
  cpf: z.string().check(
    z.trim(),
    z.minLength(11, CPF_INVALID),
    z.maxLength(14, CPF_INVALID),
    z.refine((v) => isValidCpf(v), CPF_INVALID),
  ),
  whatsapp: z.string().check(
    z.trim(),
    z.minLength(10, WHATSAPP_INVALID),
    z.maxLength(20, 'WhatsApp muito longo'),
    // A Brazilian mobile with area code: 10–11 digits, 12–13 with the country code 55.
    z.refine((v) => /^[\d\s()+.-]*$/.test(v) && /^\d{10,13}$/.test(v.replace(/\D/g, '')), WHATSAPP_INVALID),
  ),
  email: z.string().check(z.trim(), z.maxLength(255, 'Email muito longo'), z.email('Email inválido')),
});

/** The version of the consent texts below: a change of wording gets a new version, stored with each consent. */
export const VOTE_CONSENT_VERSION = 'votacao-2026-11';
export const CONTACT_CONSENT_TEXT = 'Aceito ser contatado(a) pela equipe do MC Mito sobre a votação e o sorteio.';
export const MARKETING_CONSENT_TEXT = 'Quero receber novidades, lançamentos e ofertas do MC Mito.';
const CONTACT_CONSENT_REQUIRED = 'Para votar, aceite ser contatado(a) sobre a votação e o sorteio.';

/** The vote form: the contact consent is required to vote; marketing is a separate choice, off unless ticked. */
export const voteFormInput = z.extend(voterFormInput, {
  // Missing (an old page, a script) reads the same as unticked.
  contactConsent: z.boolean({ error: CONTACT_CONSENT_REQUIRED }).check(z.refine((v) => v === true, CONTACT_CONSENT_REQUIRED)),
  marketingConsent: z.boolean(),
});
export type VoteForm = z.infer<typeof voteFormInput>;

// voteKey is optional so scripts and old pages still vote; without it a lost answer cannot be recovered by retrying.
export const castVoteInput = z.extend(voteFormInput, {
  marketingConsent: z._default(z.boolean(), false),
  optionId,
  voteKey: z.optional(voteKey),
  // Keys of earlier votes this browser sent and never heard back about (another design was tapped since):
  // proof that a vote already stored for this CPF was sent from here, so its coupon can be given back.
  earlierVoteKeys: z.optional(z.array(voteKey).check(z.maxLength(5, 'Erro ao votar. Tente novamente.'))),
  botCheck: botCheckToken,
});
export type CastVoteInput = z.infer<typeof castVoteInput>;

export const voterTokenInput = z.object({ voterToken });
export type VoterTokenInput = z.infer<typeof voterTokenInput>;

const VOTER_CONSENT_PURPOSES = ['contact', 'marketing'] as const;
export type VoterConsentPurpose = (typeof VOTER_CONSENT_PURPOSES)[number];
/** /meu-cupom: give or withdraw one consent of the vote the token belongs to. */
export const setVoterConsentInput = z.object({ voterToken, purpose: z.enum(VOTER_CONSENT_PURPOSES), granted: z.boolean() });
export type SetVoterConsentInput = z.infer<typeof setVoterConsentInput>;

/** The link of the coupon confirmation e-mail (`/confirmar-cupom?token=…`). */
export const confirmCouponInput = z.object({
  token: z.string().check(z.minLength(1, 'Link inválido.'), z.maxLength(100, 'Link inválido.')),
});
export type ConfirmCouponInput = z.infer<typeof confirmCouponInput>;

export const changeVoteInput = z.object({ voterToken, optionId });
export type ChangeVoteInput = z.infer<typeof changeVoteInput>;

/** /meu-cupom without the stored token: the coupon and the last four CPF digits. */
export const couponLookupForm = z.object({
  coupon: z.string().check(z.refine((v) => normalizeCoupon(v) !== null, 'Cupom inválido. Confira o código (ex.: MITO-7K3P-Q9).')),
  cpfLast4: z.string().check(z.trim(), z.regex(/^\d{4}$/, 'Digite os 4 últimos dígitos do CPF.')),
});
export type CouponLookupForm = z.infer<typeof couponLookupForm>;

export const couponStatusInput = z.union([voterTokenInput, couponLookupForm], 'Informe o cupom e os 4 últimos dígitos do CPF.');
export type CouponStatusInput = z.infer<typeof couponStatusInput>;

export interface PollOptionView {
  id: string;
  name: string;
  order: number;
  imageUrl: string;
  /** Displayed votes: the design's base votes plus the votes cast here. */
  votes: number;
  /** Share of all displayed votes, one decimal; the five add up to 100. */
  percent: number;
}

export interface PollView {
  id: string;
  question: string;
  /** ISO instant the poll closes. */
  closesAt: string;
  closed: boolean;
  totalVotes: number;
  options: PollOptionView[];
  /** ISO instant this tally was computed (cached copies can be a few seconds old). */
  generatedAt: string;
}

export interface CastVoteResult {
  optionId: string;
  coupon: string;
  /** Opaque; the browser keeps it (never the CPF) to find its vote again. */
  voterToken: string;
  /** ISO instant after which every tally (`PollView.generatedAt` ≥ it) includes this vote. */
  countedAt: string;
  /** The coupon enters the draw once the link e-mailed to the vote's address is opened. */
  emailConfirmed: boolean;
}

/** The consents of a vote as they stand (the latest row of the ledger per purpose). */
export type VoterConsents = Record<VoterConsentPurpose, boolean>;

export interface MyVote {
  optionId: string;
  designName: string;
  coupon: string;
  /** Whether the coupon's e-mail is confirmed (only then does it enter the draw). */
  emailConfirmed: boolean;
}

/** After a change of vote: as `CastVoteResult.countedAt`, the tallies that include the move. */
export interface ChangedVote extends MyVote {
  countedAt: string;
}

type RaffleStatus = 'open' | 'drawn';

export interface CouponStatus {
  coupon: string;
  designName: string;
  optionId: string;
  imageUrl: string;
  pollClosed: boolean;
  /** `open` until the ten T-shirts are drawn; then `won` or `not_won` says how it went. */
  raffle: RaffleStatus;
  result: 'won' | 'not_won' | null;
  drawnAt: string | null;
  /** For a winning coupon: its round, the claim deadline, and whether the prize was claimed (or its deadline passed unclaimed, so it was redrawn). */
  prize: { round: number; claimDeadline: string; claimed: boolean; expired: boolean } | null;
  /** False until the link e-mailed with the vote is opened: only confirmed coupons enter the draw. */
  emailConfirmed: boolean;
  /** The artist voided this coupon before the freeze ('Anular cupons'; the reason went by e-mail): it is not in the draw. */
  voided: boolean;
  consents: VoterConsents;
  /**
   * Only after a look-up by coupon + CPF digits: the vote's token, so the
   * browser that lost it (a dropped answer, cleared storage) knows again that
   * it voted. The token holder's own look-up does not repeat it.
   */
  voterToken?: string;
}
