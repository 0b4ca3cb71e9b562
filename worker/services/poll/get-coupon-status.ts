import { and, eq, ne } from 'drizzle-orm';
import { raffleFreezes, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { RateRule, StoreDownPolicy } from '../../adapters/limits/port';
import type { CouponStatus, CouponStatusInput } from '../../contracts/poll';
import { AppError } from '../../lib/app-error';
import { normalizeCoupon } from '../../lib/coupon';
import { timingSafeEqual } from '../../lib/crypto';
import { sha256HexSync } from '../../lib/pii-seal';
import { voteKeys } from '../../lib/vote-keys';
import { waitText } from '../../lib/wait-text';
import { freezeSummaryColumns, loadRounds, roundOf } from '../raffle/raffle-rounds';
import { findVoteByToken, selectVote } from './internal/find-vote-by-token';
import { readVoterConsents } from './internal/voter-consents';

export interface CouponStatusRequest {
  input: CouponStatusInput;
  ip: string;
}

/** Guessing the last four CPF digits of a known coupon would take 10,000 tries; per address this allows 10 a minute and 30 an hour… */
const LOOKUPS_PER_ADDRESS: RateRule[] = [
  { max: 10, windowSeconds: 60 },
  { max: 30, windowSeconds: 3600 },
];
/**
 * …and per coupon, whatever the addresses, a wait that grows with the tries but never reaches a
 * day: a look-up by coupon gives back the voter token (it can change the vote), and fans do post
 * their coupons. At most 48 guesses a day per coupon (about 1 in 200 of the CPF endings), while
 * the owner who lost the token waits at most 6 hours, and the owner with the token on the
 * device they voted from is never counted nor refused.
 */
const LOOKUPS_PER_COUPON: RateRule[] = [
  { max: 5, windowSeconds: 15 * 60 },
  { max: 8, windowSeconds: 3600 },
  { max: 12, windowSeconds: 6 * 3600 },
];

/**
 * /meu-cupom: the coupon, the chosen design and how the raffle went, from the
 * voter token or coupon + last 4 CPF digits. The coupon look-up also hands back
 * the voter token, so a browser that lost it shows "Seu Voto" again.
 */
export async function getCouponStatus(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimiter' | 'config'>,
  req: CouponStatusRequest,
): Promise<CouponStatus> {
  const byToken = 'voterToken' in req.input;
  const vote = 'voterToken' in req.input ? await findVoteByToken(deps, req.input) : await findByCoupon(deps, req.input, req.ip);
  if (!vote) throw new AppError('COUPON_NOT_FOUND');
  const voterToken = byToken ? undefined : await reissueToken(deps, vote.id);

  // The public draw (/sorteio) and its redraws: the coupon may win in any round.
  const [freeze] = await deps.db.select(freezeSummaryColumns).from(raffleFreezes).where(eq(raffleFreezes.pollId, vote.pollId)).limit(1);
  const [view, consents] = await Promise.all([freeze ? loadRounds(deps, freeze) : null, readVoterConsents(deps, vote.cpfHash)]);
  const draw = view?.rounds[0] ?? null;
  const round = view ? roundOf(view, vote.coupon) : null;
  const now = deps.clock.now();
  return {
    coupon: vote.coupon,
    designName: vote.designName,
    optionId: vote.optionId,
    imageUrl: vote.imageUrl,
    pollClosed: !vote.pollActive || vote.closesAt.getTime() <= deps.clock.now().getTime(),
    raffle: draw ? 'drawn' : 'open',
    result: draw ? (round ? 'won' : 'not_won') : null,
    drawnAt: draw ? (round ?? draw).drawnAt : null,
    prize: round
      ? {
          round: round.round,
          claimDeadline: round.claimDeadline,
          claimed: round.claimed.includes(vote.coupon),
          expired: !round.claimed.includes(vote.coupon) && new Date(round.claimDeadline).getTime() <= now.getTime(),
        }
      : null,
    emailConfirmed: vote.emailConfirmedAt !== null,
    voided: vote.voidId !== null,
    consents,
    ...(voterToken ? { voterToken } : {}),
  };
}

/** The vote's token, derived again from its id; a vote from before derived tokens gets its stored hash moved to it (its old token stops working). */
async function reissueToken(deps: Pick<AppDeps, 'db' | 'config'>, voteId: string) {
  const token = voteKeys(deps.config).voterToken(voteId);
  const hash = sha256HexSync(token);
  await deps.db
    .update(tshirtPollVotes)
    .set({ voterTokenHash: hash })
    .where(and(eq(tshirtPollVotes.id, voteId), ne(tshirtPollVotes.voterTokenHash, hash)));
  return token;
}

/** The first rule of `rules` the key is over refuses, telling how long to wait. */
async function limitTiers(
  deps: Pick<AppDeps, 'rateLimiter'>,
  key: string,
  rules: RateRule[],
  o: { onStoreDown: StoreDownPolicy; text: string },
) {
  for (const rule of rules) {
    const decision = await deps.rateLimiter.limit(`${key}:${rule.windowSeconds}`, rule, { onStoreDown: o.onStoreDown });
    const retryAfterSeconds = decision.retryAfterSeconds;
    if (!decision.allowed)
      throw new AppError('RATE_LIMITED', `${o.text} Aguarde ${waitText(retryAfterSeconds)} e tente novamente.`, { retryAfterSeconds });
  }
}

async function findByCoupon(deps: Pick<AppDeps, 'db' | 'rateLimiter'>, input: { coupon: string; cpfLast4: string }, ip: string) {
  await limitTiers(deps, `coupon:${ip}`, LOOKUPS_PER_ADDRESS, { onStoreDown: 'local', text: 'Muitas consultas em pouco tempo.' });
  const code = normalizeCoupon(input.coupon);
  if (!code) return null;
  await limitTiers(deps, `coupon-code:${code}`, LOOKUPS_PER_COUPON, { onStoreDown: 'closed', text: 'Muitas consultas deste cupom.' });
  const row = await selectVote(deps, { where: eq(tshirtPollVotes.raffleCoupon, code) });
  return row && timingSafeEqual(row.cpfLast4, input.cpfLast4.trim()) ? row : null;
}
