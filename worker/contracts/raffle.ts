import * as z from 'zod/mini';
import { plainText } from './plain-text';
import type { RaffleVoidSummary } from './raffle-integrity';

/* The public raffle (/sorteio): what anyone can read, and the artist's seed. */

export const RAFFLE_CLAIM_DAYS = 30;
/** Round 1 plus at most two redraws of unclaimed prizes; after the last round's deadline the raffle is settled. */
export const RAFFLE_MAX_ROUNDS = 3;
/** The winner's complimentary Bronze month. */
export const RAFFLE_BRONZE_DAYS = 30;

export const raffleClaimInput = z.object({
  coupon: z.string().check(z.trim(), z.minLength(1, 'Informe o cupom'), z.maxLength(40, 'Cupom inválido')),
});

export const RAFFLE_DOCUMENT_CHECK = 'Documento do titular do CPF conferido';

/**
 * 'Marcar como resgatado': the prize goes only to the CPF's holder, so the artist confirms that the
 * holder's own document (with that CPF) was checked; the claim records when.
 */
export const raffleClaimPrizeInput = z.object({
  coupon: raffleClaimInput.shape.coupon,
  documentChecked: z.literal(true, 'Confira o documento do titular do CPF antes de entregar o prêmio'),
});
export type RaffleClaimPrizeInput = z.infer<typeof raffleClaimPrizeInput>;

/** A winner as the panel shows it: the list row plus the contact data (an audited read) and the prize's state. */
/** A winner's contact data: a separate read, written to the audit log, made only when the artist opens the contacts. */
export interface RaffleWinnerContact {
  coupon: string;
  email: string;
  whatsapp: string;
}

export interface RaffleWinnerRow {
  voteId: string;
  coupon: string;
  name: string;
  cpfMasked: string;
  designName: string;
  /** False once the winner withdrew the consent to be contacted: the panel offers no WhatsApp. */
  contactAllowed: boolean;
  round: number;
  claimDeadline: string;
  claimed: boolean;
  /** The deadline passed unclaimed: the prize goes to the next round. */
  expired: boolean;
  /** A claim the artist can still undo: until the redraw of its round (or, with no redraw to come, its deadline). */
  undoable: boolean;
}

export interface RaffleRound {
  round: number;
  /** The seed this round used: the announced one for round 1, `S:rodada:r` after. */
  seed: string;
  /** SHA-256 of the list this round drew from (the frozen list minus earlier winners). */
  listSha256: string;
  couponCount: number;
  drawnAt: string;
  claimDeadline: string;
  winners: string[];
  /** The winners of this round whose prize was claimed. */
  claimed: string[];
}

export const RAFFLE_SEEDS_DIFFER = 'As duas sementes não conferem.';

const raffleSeed = plainText(
  z.trim(),
  z.minLength(3, 'Informe a semente anunciada (ex.: resultado da Loteria Federal)'),
  z.maxLength(200, 'Semente muito longa'),
);

/**
 * The draw: the seed announced in advance, typed twice. A draw cannot be redone, so a typo
 * would make the published draw disagree with the announced seed for good; the server refuses
 * two seeds that differ (after trimming and removing invisible characters), as the form does.
 */
export const raffleDrawInput = z
  .object({ seed: raffleSeed, seedAgain: plainText(z.trim(), z.maxLength(200, 'Semente muito longa')) })
  .check(z.refine((v) => v.seed === v.seedAgain, { message: RAFFLE_SEEDS_DIFFER, path: ['seedAgain'] }));
export type RaffleDrawInput = z.infer<typeof raffleDrawInput>;

/** What the draw will use, shown to the artist before it: the same H and N the status publishes once frozen. */
export interface RaffleDrawPreview {
  /** SHA-256 of the frozen list the draw reads (H in the published algorithm). */
  couponsSha256: string;
  /** Coupons in that list (N). */
  couponCount: number;
  frozenAt: string;
}

/** What undoing a claim changed: `ended` when the complimentary Bronze month the claim gave was ended with it. */
export interface RaffleUnclaimResult {
  coupon: string;
  round: number;
  bronze: 'ended' | 'kept' | 'none';
}

export type RaffleStatus = (
  | /** `closed`: the poll has closed and the scheduled job (or the artist) has yet to freeze the list. */
    { state: 'open' | 'closed'; closesAt: string }
  | {
      state: 'frozen' | 'drawn';
      closedAt: string;
      frozenAt: string;
      couponsSha256: string;
      couponCount: number;
      draw: { seed: string; drawnAt: string; winners: string[]; claimDeadline: string } | null;
      /** Round 1 (the draw) and its redraws, in order; empty before the draw. */
      rounds: RaffleRound[];
      /** True once no further redraw can happen (all claimed, no coupon left, or the last round's deadline passed in round 3). */
      settled: boolean;
    }
) & {
  /** Coupons the artist voided before the freeze ('Anular cupons'), with ground and reason: counts, never who. */
  voids: RaffleVoidSummary[];
};

/** The algorithm as the page shows it, and a script anyone can run on the downloaded list. */
export const RAFFLE_ALGORITHM = [
  'H é o SHA-256 (hexadecimal, minúsculas) do arquivo de cupons publicado; N é o número de cupons no arquivo; S é a semente anunciada, exatamente como publicada.',
  'Para k = 0, 1, 2, …: calcule d = SHA-256 do texto "H:S:k" (UTF-8) e tome x = os 12 primeiros dígitos hexadecimais de d como número inteiro.',
  'Se x for maior ou igual ao maior múltiplo de N abaixo de 2^48, descarte (assim todo cupom tem a mesma chance).',
  'Senão, o cupom da linha (x mod N) + 1 do arquivo é sorteado, a não ser que já tenha saído. Repita até ter 10 ganhadores (ou N, se houver menos cupons).',
] as const;

/** How unclaimed prizes are drawn again: the same method, nothing chosen by anyone. */
export const RAFFLE_REDRAW_RULES = [
  'Cada ganhador tem 30 dias, a partir do sorteio da sua rodada, para resgatar o prêmio; o resgate é confirmado pela equipe depois do contato.',
  'Prêmios não resgatados no prazo são sorteados de novo (rodada r = 2, 3), pelo mesmo método: a lista é o arquivo publicado sem todos os ganhadores das rodadas anteriores (mesmo formato: um cupom por linha, em ordem), H é o SHA-256 dessa nova lista e a semente é S seguida de ":rodada:r" (ex.: "12345:rodada:2").',
  'Cada rodada sorteia tantos prêmios quantos ficaram sem resgate na rodada anterior. São no máximo 3 rodadas.',
] as const;

export const RAFFLE_SCRIPT = `import hashlib
cupons = open("cupons.txt", encoding="utf-8").read().split("\\n")[:-1]
H = hashlib.sha256(open("cupons.txt", "rb").read()).hexdigest()
S = "SEMENTE PUBLICADA"
N, limite, ganhadores, k = len(cupons), (2**48 // len(cupons)) * len(cupons), [], 0
while len(ganhadores) < min(10, N):
    x = int(hashlib.sha256(f"{H}:{S}:{k}".encode()).hexdigest()[:12], 16)
    k += 1
    if x < limite and cupons[x % N] not in ganhadores:
        ganhadores.append(cupons[x % N])
print(ganhadores)
# Rodada r (2, 3): tire do arquivo os ganhadores das rodadas anteriores, recalcule H sobre
# o novo arquivo, use S = "SEMENTE PUBLICADA:rodada:r" e pare em (prêmios não resgatados).`;
