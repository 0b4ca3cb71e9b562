import { and, eq } from 'drizzle-orm';
import { pollOptions, polls, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { VOTE_CONSENT_VERSION, type CastVoteInput, type CastVoteResult } from '../../contracts/poll';
import { AppError } from '../../lib/app-error';
import { generateCoupon } from '../../lib/coupon';
import { cpfDigits, isValidCpf } from '../../lib/cpf';
import { piiSeal, sha256HexSync } from '../../lib/pii-seal';
import { raffleTrace } from '../../lib/raffle-trace';
import { sortableId } from '../../lib/sortable-id';
import { voteKeys } from '../../lib/vote-keys';
import { requireHuman } from '../bot-check/require-human';
import { couponConfirmMail } from '../mail/templates/coupon-confirm';
import { sendMailLater } from '../mail/send-later';
import { prepareCouponLink } from './internal/coupon-link';
import { limitVoteAttempts } from './internal/limit-vote-attempts';

export interface CastVoteRequest {
  vote: CastVoteInput;
  ip: string;
  /** The signed-in member, when there is one (a vote carries the member when one is signed in). */
  userId: string | null;
  /** The site's origin, for the absolute link of the coupon confirmation e-mail. */
  origin: string;
}

const COUPON_ATTEMPTS = 5;

type VoteDeps = Pick<
  AppDeps,
  'db' | 'voteWriter' | 'clock' | 'random' | 'rateLimiter' | 'config' | 'botCheck' | 'mail' | 'defer' | 'logger' | 'voterIndexer'
>;

/**
 * One vote with its raffle coupon. The CPF is kept only encrypted (AES-GCM) and
 * as a keyed hash for the one-vote-per-CPF index; the caller gets an opaque
 * voter token, stored hashed, that is the only way back to this vote.
 *
 * Idempotent with a vote key: the vote's id is derived from the key and the
 * token from the id (lib/vote-keys.ts), so a retry of a vote whose answer was
 * lost gets the same token and coupon back; the same key with another CPF or
 * design is refused. The per-address limit stays (carriers share addresses, so it
 * is generous); the human check is what a script with generated CPFs cannot pass.
 */
export async function castVote(deps: VoteDeps, req: CastVoteRequest): Promise<CastVoteResult> {
  await limitVoteAttempts(deps, req);
  const { vote } = req;
  await requireHuman(deps, { token: vote.botCheck, ip: req.ip, action: 'vote' });
  const cpf = cpfDigits(vote.cpf);
  if (!isValidCpf(cpf)) throw new AppError('BAD_INPUT', 'CPF inválido');

  const createdAt = deps.clock.now();
  const keys = voteKeys(deps.config);
  // Without a key, a time-ordered id: new rows land at the end of the primary-key index.
  const id = vote.voteKey ? keys.voteId(vote.voteKey) : sortableId(createdAt, deps.random);
  const voterToken = keys.voterToken(id);
  const seal = piiSeal(deps.config, deps.random);
  const trace = raffleTrace(deps.config);
  const cpfHash = seal.cpfHash(cpf);
  const email = vote.email.trim().toLowerCase();
  const row = {
    id,
    optionId: vote.optionId,
    userId: req.userId,
    participantName: seal.encrypt(vote.name.trim()),
    cpfHash,
    cpfEncrypted: seal.encrypt(cpf),
    cpfLast4: cpf.slice(-4),
    whatsappEncrypted: seal.encrypt(vote.whatsapp.replace(/\D/g, '')),
    emailEncrypted: seal.encrypt(email),
    voterTokenHash: sha256HexSync(voterToken),
    createdAt,
    emailHash: seal.emailHash(email),
    trace: { net: trace.network(req.ip), address: trace.address(req.ip), domain: trace.domain(email) },
  };
  // Written in the vote's own batch: the consents it was given with (subject: the keyed CPF hash) and its link token.
  const link = prepareCouponLink(deps.random, createdAt);
  const consentRow = (purpose: 'contact' | 'marketing', granted: boolean) => ({
    id: sortableId(createdAt, deps.random),
    subjectId: cpfHash,
    purpose,
    textVersion: VOTE_CONSENT_VERSION,
    granted,
  });
  const side = {
    consents: [consentRow('contact', true), ...(vote.marketingConsent ? [consentRow('marketing', true)] : [])],
    confirmToken: link.row,
  };

  for (let attempt = 0; attempt < COUPON_ATTEMPTS; attempt++) {
    const coupon = generateCoupon((n) => deps.random.bytes(n));
    const inserted = await deps.voteWriter.submit({ ...row, raffleCoupon: coupon, side });
    if (inserted) {
      // After the commit, off the answer's path: the vote answers with its coupon at once, and the
      // panel's search rows follow in a batch with other votes' (docs/decisions/0017).
      deps.defer(() => deps.voterIndexer.voteStored());
      sendMailLater(deps, couponConfirmMail({ to: email, coupon, origin: req.origin, token: link.token }));
      return { optionId: vote.optionId, coupon, voterToken, countedAt: deps.clock.now().toISOString(), emailConfirmed: false };
    }
    const earlierIds = (vote.earlierVoteKeys ?? []).map((k) => keys.voteId(k));
    const earlier = await explainRefusal(deps, {
      id: vote.voteKey ? id : null,
      earlierIds,
      optionId: vote.optionId,
      cpfHash,
      at: createdAt,
    });
    // Counted when it was first written (its commit followed within milliseconds), not now: the page adds
    // its own vote only to tallies from before that, so a replayed vote is not shown twice.
    if (earlier)
      return {
        optionId: earlier.optionId,
        coupon: earlier.coupon,
        voterToken: keys.voterToken(earlier.id),
        countedAt: earlier.createdAt.toISOString(),
        emailConfirmed: earlier.emailConfirmedAt !== null,
      };
  }
  throw new AppError('COUPON_FAILED');
}

/**
 * Why the writer skipped a vote. Returns the earlier vote when this is a retry
 * of it (same vote key, CPF and design), or when this CPF's vote was sent from
 * this browser under one of `earlierIds` (its answer was lost and the fan then
 * tapped another design: the key proves the vote came from here, the CPF that
 * it is theirs — a CPF alone never gets a coupon back); null when only the
 * coupon collided (then a new one is tried), and throws otherwise. A vote moved since with its
 * token no longer matches its key's design and is refused as well: the page
 * forgets its key once it holds the token, so that happens only if the fan
 * recovered the token elsewhere (/meu-cupom) and moved the vote from there.
 */
const EARLIER_VOTE = {
  id: tshirtPollVotes.id,
  optionId: tshirtPollVotes.optionId,
  cpfHash: tshirtPollVotes.cpfHash,
  coupon: tshirtPollVotes.raffleCoupon,
  createdAt: tshirtPollVotes.createdAt,
  emailConfirmedAt: tshirtPollVotes.emailConfirmedAt,
};

async function explainRefusal(
  deps: Pick<AppDeps, 'db'>,
  v: { id: string | null; earlierIds: string[]; optionId: string; cpfHash: string; at: Date },
) {
  if (v.id) {
    const [same] = await deps.db.select(EARLIER_VOTE).from(tshirtPollVotes).where(eq(tshirtPollVotes.id, v.id)).limit(1);
    if (same) {
      if (same.cpfHash === v.cpfHash && same.optionId === v.optionId) return same;
      throw new AppError('VOTE_KEY_REUSED');
    }
  }
  const [target] = await deps.db
    .select({ pollId: polls.id, isActive: polls.isActive, closesAt: polls.closesAt })
    .from(pollOptions)
    .innerJoin(polls, eq(polls.id, pollOptions.pollId))
    .where(eq(pollOptions.id, v.optionId))
    .limit(1);
  if (!target) throw new AppError('OPTION_NOT_FOUND');
  if (!target.isActive || target.closesAt.getTime() <= v.at.getTime()) throw new AppError('POLL_CLOSED');
  const [existing] = await deps.db
    .select(EARLIER_VOTE)
    .from(tshirtPollVotes)
    .where(and(eq(tshirtPollVotes.pollId, target.pollId), eq(tshirtPollVotes.cpfHash, v.cpfHash)))
    .limit(1);
  if (existing && v.earlierIds.includes(existing.id)) return existing;
  if (existing) throw new AppError('VOTE_ALREADY_CAST');
  return null;
}
