import { eq } from 'drizzle-orm';
import { consents, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { VOTE_CONSENT_VERSION, type SetVoterConsentInput, type VoterConsents } from '../../contracts/poll';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/crypto';
import { sortableId } from '../../lib/sortable-id';
import { limitByRules } from './internal/limit-by-rules';
import { readVoterConsents } from './internal/voter-consents';

/** A fan changing their mind a few times is fine; a script flipping the ledger is not. */
const PER_VOTE = [{ max: 10, windowSeconds: 3600 }];
const PER_ADDRESS = [{ max: 30, windowSeconds: 3600 }];

/**
 * /meu-cupom: the fan gives or withdraws one consent. The ledger only grows: each change is a new
 * row (purpose, text version, time), whose subject is the vote's keyed CPF hash, never the CPF.
 */
export async function setVoterConsent(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'rateLimiter'>,
  req: { input: SetVoterConsentInput; ip: string },
): Promise<VoterConsents> {
  await limitByRules(deps, `consent-ip:${req.ip}`, PER_ADDRESS, 'Muitas alterações em pouco tempo.');
  const [vote] = await deps.db
    .select({ id: tshirtPollVotes.id, cpfHash: tshirtPollVotes.cpfHash, purgedAt: tshirtPollVotes.purgedAt })
    .from(tshirtPollVotes)
    .where(eq(tshirtPollVotes.voterTokenHash, await sha256Hex(req.input.voterToken)))
    .limit(1);
  if (!vote || vote.purgedAt) throw new AppError('VOTE_NOT_FOUND');
  await limitByRules(deps, `consent-vote:${vote.id}`, PER_VOTE, 'Muitas alterações em pouco tempo.');
  const now = deps.clock.now();
  await deps.db.insert(consents).values({
    id: sortableId(now, deps.random),
    subjectKind: 'voter',
    subjectId: vote.cpfHash,
    purpose: req.input.purpose,
    textVersion: VOTE_CONSENT_VERSION,
    granted: req.input.granted,
    at: now,
  });
  return readVoterConsents(deps, vote.cpfHash);
}
