import * as z from 'zod/mini';
import { plainText } from './plain-text';

/*
 * Post polls: the poll creator's schema, shared by the composer form and
 * feed.create, and the vote / close inputs. Messages are the product's Portuguese texts.
 */

export const POLL_QUESTION_MAX = 200;
export const POLL_OPTION_MAX = 100;
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 6;
/** Expiry choices in days, or 'never'; the creator starts on 7. */
export const POLL_EXPIRY_CHOICES = ['1', '3', '7', '30', 'never'] as const;
export type PollExpiry = (typeof POLL_EXPIRY_CHOICES)[number];
export const POLL_DEFAULT_EXPIRY: PollExpiry = '7';

const filled = (options: readonly string[]) => options.map((o) => o.trim()).filter(Boolean);

export const postPollInput = z.object({
  question: plainText(
    z.trim(),
    z.minLength(1, 'Pergunta obrigatória'),
    z.maxLength(POLL_QUESTION_MAX, `A pergunta pode ter até ${POLL_QUESTION_MAX} caracteres`),
  ),
  // Blank options are allowed here and dropped when the poll is written; what counts
  // is that at least two are filled in.
  options: z.array(plainText(z.trim(), z.maxLength(POLL_OPTION_MAX, `Cada opção pode ter até ${POLL_OPTION_MAX} caracteres`))).check(
    z.maxLength(POLL_MAX_OPTIONS, `Use no máximo ${POLL_MAX_OPTIONS} opções`),
    z.refine((o) => filled(o).length >= POLL_MIN_OPTIONS, 'Opções insuficientes'),
    z.refine(
      (o) => new Set(filled(o).map((x) => x.toLocaleLowerCase('pt-BR'))).size === filled(o).length,
      'As opções não podem se repetir',
    ),
  ),
  expiry: z.enum(POLL_EXPIRY_CHOICES),
  multipleChoice: z.boolean(),
});
export type PostPollInput = z.infer<typeof postPollInput>;

/** The options a poll is written with: trimmed, blanks dropped, in the order given. */
export const pollOptionsToWrite = (options: readonly string[]) => filled(options);

const id = z.string().check(z.minLength(1), z.maxLength(100));

export const votePostPollInput = z.object({
  pollId: id,
  /** Single choice: exactly one. Multiple choice: one or more, each counted once per member. */
  optionIds: z.array(id).check(z.minLength(1, 'Escolha uma opção'), z.maxLength(POLL_MAX_OPTIONS)),
});
export type VotePostPollInput = z.infer<typeof votePostPollInput>;

export const closePostPollInput = z.object({ pollId: id });

export type PostPollStatus = 'open' | 'expired' | 'closed';

export interface FeedPoll {
  id: string;
  question: string;
  multipleChoice: boolean;
  /** ISO 8601, or null when the poll never expires. */
  expiresAt: string | null;
  /** Decided on the server with its clock: 'closed' when the author closed it, 'expired' once expires_at passed. */
  status: PostPollStatus;
  /** Members who voted: one member choosing two options is one voter (each option's share is over this). */
  totalVotes: number;
  /** Counts are shown once the viewer voted, to the author, and when the poll is over. */
  showResults: boolean;
  options: { id: string; text: string; votes: number | null }[];
  myVotes: string[];
  isMine: boolean;
}
