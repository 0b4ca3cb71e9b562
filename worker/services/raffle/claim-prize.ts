import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { raffleClaims, tshirtPollVotes, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { RAFFLE_BRONZE_DAYS } from '../../contracts/raffle';
import { AppError } from '../../lib/app-error';
import { normalizeCoupon } from '../../lib/coupon';
import { hmacHex } from '../../lib/crypto';
import { openPii } from '../../lib/pii-open';
import { complimentaryMonth } from '../billing/grant-complimentary-month';
import { loadRaffle } from './get-raffle-status';
import { loadRounds, roundOf } from './raffle-rounds';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'config' | 'keys'>;

const normalisedEmail = (email: string) => email.trim().toLowerCase();
const prizeEmailHash = (deps: Pick<AppDeps, 'keys'>, email: string) => hmacHex(deps.keys.cpfHmac, `prize:email:${normalisedEmail(email)}`);

export interface ClaimResult {
  coupon: string;
  round: number;
  claimedAt: string;
  /** `granted`: the Bronze month is on the confirmed account with the vote's e-mail; `pending`: no such account yet (granted when one confirms that e-mail, until the deadline). */
  bronze: 'granted' | 'already_subscribed' | 'pending';
}

/**
 * "Claimed" means: the artist reached the winner (WhatsApp or e-mail from the
 * vote), agreed the delivery, and marks the prize in the panel before its
 * round's claim deadline, having checked the CPF holder's own document (a generated CPF belongs to
 * someone who never voted: the prize is theirs or nobody's). Prizes not marked by then are redrawn. The claim and
 * the winner's Bronze month (billing's statements) commit in one batch; a
 * second mark of the same coupon changes nothing.
 */
export async function claimPrize(deps: Deps, input: { coupon: string; documentChecked: true }): Promise<ClaimResult> {
  const coupon = normalizeCoupon(input.coupon) ?? input.coupon.trim().toUpperCase();
  const freeze = (await loadRaffle(deps))?.freeze;
  const view = freeze ? await loadRounds(deps, freeze) : null;
  const round = view ? roundOf(view, coupon) : null;
  if (!freeze || !round) throw new AppError('RAFFLE_NOT_A_WINNER');
  const [existing] = await deps.db.select().from(raffleClaims).where(eq(raffleClaims.coupon, coupon)).limit(1);
  if (existing)
    return {
      coupon,
      round: existing.round,
      claimedAt: existing.claimedAt.toISOString(),
      bronze: (existing.bronzeOutcome as ClaimResult['bronze'] | null) ?? 'pending',
    };
  const now = deps.clock.now();
  const deadline = new Date(round.claimDeadline);
  if (deadline.getTime() <= now.getTime()) throw new AppError('RAFFLE_CLAIM_CLOSED');

  // A winner who erased their data cannot be reached: the prize goes to the redraw like any unclaimed one.
  const [vote] = await deps.db
    .select({ email: tshirtPollVotes.emailEncrypted })
    .from(tshirtPollVotes)
    .where(and(eq(tshirtPollVotes.raffleCoupon, coupon), isNull(tshirtPollVotes.purgedAt)))
    .limit(1);
  if (!vote) throw new AppError('RAFFLE_NOT_A_WINNER');
  const email = normalisedEmail(openPii(deps.config, vote.email));
  // Only an account that proved the inbox: one made with the winner's address by someone else gets nothing.
  const [account] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNotNull(users.emailConfirmedAt)))
    .limit(1);
  const plan = account ? await complimentaryMonth(deps, { userId: account.id, tierName: 'Bronze', days: RAFFLE_BRONZE_DAYS }) : null;
  const claimed = deps.db
    .insert(raffleClaims)
    .values({
      coupon,
      pollId: freeze.pollId,
      round: round.round,
      claimedAt: now,
      emailHash: await prizeEmailHash(deps, email),
      bronzeUntil: deadline,
      bronzeUserId: account?.id ?? null,
      bronzeOutcome: plan?.outcome ?? null,
      // The input cannot reach here without the check (contracts/raffle.ts): the time it was confirmed.
      documentCheckedAt: now,
    })
    .onConflictDoNothing();
  await deps.db.batch([claimed, ...(plan?.statements ?? [])]);
  return { coupon, round: round.round, claimedAt: now.toISOString(), bronze: plan?.outcome ?? 'pending' };
}

/**
 * Once an account's e-mail is confirmed: a claimed prize whose vote e-mail is this account's, still
 * within its round's claim deadline and not yet given, becomes the account's
 * Bronze month. Matched on the keyed e-mail hash; the claim row is taken first
 * (`bronze_outcome IS NULL` in the update), so the month is given once.
 */
export async function applyPendingPrizeMonth(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'keys'>,
  { userId, email }: { userId: string; email: string },
): Promise<boolean> {
  const now = deps.clock.now();
  const hash = await prizeEmailHash(deps, email);
  const open = and(eq(raffleClaims.emailHash, hash), isNull(raffleClaims.bronzeOutcome), gt(raffleClaims.bronzeUntil, now));
  const [claim] = await deps.db.select({ coupon: raffleClaims.coupon }).from(raffleClaims).where(open).limit(1);
  if (!claim) return false;
  const plan = await complimentaryMonth(deps, { userId, tierName: 'Bronze', days: RAFFLE_BRONZE_DAYS });
  const take = deps.db
    .update(raffleClaims)
    .set({ bronzeUserId: userId, bronzeOutcome: plan.outcome })
    .where(and(eq(raffleClaims.coupon, claim.coupon), isNull(raffleClaims.bronzeOutcome)))
    .returning({ coupon: raffleClaims.coupon });
  const [taken] = await deps.db.batch([take, ...plan.statements]);
  return taken.length > 0 && plan.outcome === 'granted';
}
