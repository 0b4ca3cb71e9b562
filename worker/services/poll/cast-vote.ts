import { and, eq } from 'drizzle-orm';
import { pollOptions, polls, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { CastVoteInput, CastVoteResult } from '../../contracts/poll';
import { AppError } from '../../lib/app-error';
import { generateCoupon } from '../../lib/coupon';
import { cpfDigits, isValidCpf } from '../../lib/cpf';
import { randomToken } from '../../lib/crypto';
import { piiSeal, sha256HexSync } from '../../lib/pii-seal';
import { voterSearchEntry } from '../../lib/voter-search-tokens';
import { limitVoteAttempts } from './limit-vote-attempts';

export interface CastVoteRequest {
  vote: CastVoteInput;
  ip: string;
  /** The signed-in member, when there is one (spec §6: attached if logged in). */
  userId: string | null;
}

const COUPON_ATTEMPTS = 5;

type VoteDeps = Pick<AppDeps, 'db' | 'voteWriter' | 'clock' | 'random' | 'rateLimiter' | 'config' | 'logger'>;

/**
 * One vote with its raffle coupon. The CPF is kept only encrypted (AES-GCM) and
 * as a keyed hash for the one-vote-per-CPF index; the caller gets an opaque
 * voter token, stored hashed, that is the only way back to this vote.
 */
export async function castVote(deps: VoteDeps, req: CastVoteRequest): Promise<CastVoteResult> {
  await limitVoteAttempts(deps, req.ip);
  const { vote } = req;
  const cpf = cpfDigits(vote.cpf);
  if (!isValidCpf(cpf)) throw new AppError('BAD_INPUT', 'CPF inválido');

  const voterToken = randomToken(32);
  const createdAt = deps.clock.now();
  const seal = piiSeal(deps.config);
  const cpfHash = seal.cpfHash(cpf);
  const email = vote.email.trim().toLowerCase();
  const row = {
    id: deps.random.id(),
    optionId: vote.optionId,
    userId: req.userId,
    participantName: vote.name.trim(),
    cpfHash,
    cpfEncrypted: seal.encrypt(cpf),
    cpfLast4: cpf.slice(-4),
    whatsappEncrypted: seal.encrypt(vote.whatsapp.replace(/\D/g, '')),
    emailEncrypted: seal.encrypt(email),
    voterTokenHash: sha256HexSync(voterToken),
    createdAt,
    search: voterSearchEntry(deps.config, { name: vote.name, email, cpfDigits: cpf }),
  };

  for (let attempt = 0; attempt < COUPON_ATTEMPTS; attempt++) {
    const coupon = generateCoupon((n) => deps.random.bytes(n));
    let inserted: boolean;
    try {
      inserted = await deps.voteWriter.submit({ ...row, raffleCoupon: coupon });
    } catch (e) {
      deps.logger.error('vote write failed', { name: e instanceof Error ? e.name : 'unknown' });
      throw new AppError('VOTE_FAILED');
    }
    if (inserted) return { optionId: vote.optionId, coupon, voterToken };
    await explainRefusal(deps, { optionId: vote.optionId, cpfHash, at: createdAt });
  }
  throw new AppError('COUPON_FAILED');
}

/** Why the writer skipped a vote. Returns only when the coupon collided (then a new one is tried). */
async function explainRefusal(deps: Pick<AppDeps, 'db'>, v: { optionId: string; cpfHash: string; at: Date }) {
  const [target] = await deps.db
    .select({ pollId: polls.id, isActive: polls.isActive, closesAt: polls.closesAt })
    .from(pollOptions)
    .innerJoin(polls, eq(polls.id, pollOptions.pollId))
    .where(eq(pollOptions.id, v.optionId))
    .limit(1);
  if (!target) throw new AppError('OPTION_NOT_FOUND');
  if (!target.isActive || target.closesAt.getTime() <= v.at.getTime()) throw new AppError('POLL_CLOSED');
  const [existing] = await deps.db
    .select({ id: tshirtPollVotes.id })
    .from(tshirtPollVotes)
    .where(and(eq(tshirtPollVotes.pollId, target.pollId), eq(tshirtPollVotes.cpfHash, v.cpfHash)))
    .limit(1);
  if (existing) throw new AppError('VOTE_ALREADY_CAST');
}
