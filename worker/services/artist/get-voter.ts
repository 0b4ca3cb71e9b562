import { desc, eq, sql } from 'drizzle-orm';
import { artistContactTracking, contactHistory, pollOptions, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ContactStatus, VoterDetail } from '../../contracts/artist';
import { AppError } from '../../lib/app-error';
import { maskCpf, openPii, openVoterName } from '../../lib/pii-open';
import { contactAllowedSql } from '../../lib/contact-consent-sql';

async function loadVote(deps: Pick<AppDeps, 'db'>, voteId: string) {
  const [row] = await deps.db
    .select({
      vote: tshirtPollVotes,
      design: pollOptions.optionText,
      tracking: artistContactTracking,
      contactAllowed: sql<number>`${contactAllowedSql('tshirt_poll_votes')}`,
    })
    .from(tshirtPollVotes)
    .innerJoin(pollOptions, eq(pollOptions.id, tshirtPollVotes.optionId))
    .leftJoin(artistContactTracking, eq(artistContactTracking.voteId, tshirtPollVotes.id))
    .where(eq(tshirtPollVotes.id, voteId))
    .limit(1);
  // After the retention purge a non-winner's vote holds no personal data left to show.
  if (!row || row.vote.purgedAt) throw new AppError('VOTER_NOT_FOUND');
  return row;
}

/** The detail dialog: contact data opened, CPF still masked, the contact history newest first. Audited by its procedure. */
export async function getVoter(deps: Pick<AppDeps, 'db' | 'config'>, { voteId }: { voteId: string }): Promise<VoterDetail> {
  const { vote, design, tracking, contactAllowed } = await loadVote(deps, voteId);
  const history = tracking
    ? await deps.db
        .select()
        .from(contactHistory)
        .where(eq(contactHistory.trackingId, tracking.id))
        .orderBy(desc(contactHistory.createdAt), desc(contactHistory.id))
    : [];
  return {
    voteId: vote.id,
    name: openVoterName(deps.config, vote.participantName, vote.nameSealed),
    cpfMasked: maskCpf(openPii(deps.config, vote.cpfEncrypted)),
    designName: design,
    coupon: vote.raffleCoupon,
    contactStatus: (tracking?.contactStatus ?? 'not_contacted') as ContactStatus,
    contactAllowed: contactAllowed === 1,
    email: openPii(deps.config, vote.emailEncrypted),
    whatsapp: openPii(deps.config, vote.whatsappEncrypted),
    notes: tracking?.notes ?? null,
    lastContactAt: tracking?.lastContactAt?.toISOString() ?? null,
    votedAt: vote.createdAt.toISOString(),
    history: history.map((h) => ({ at: h.createdAt.toISOString(), status: h.status as ContactStatus, notes: h.notes })),
  };
}

/** The whole CPF, on the artist's request in the detail dialog. Audited by its procedure. */
export async function revealVoterCpf(deps: Pick<AppDeps, 'db' | 'config'>, { voteId }: { voteId: string }): Promise<{ cpf: string }> {
  const [row] = await deps.db
    .select({ cpf: tshirtPollVotes.cpfEncrypted, purgedAt: tshirtPollVotes.purgedAt })
    .from(tshirtPollVotes)
    .where(eq(tshirtPollVotes.id, voteId))
    .limit(1);
  if (!row || row.purgedAt) throw new AppError('VOTER_NOT_FOUND');
  const d = openPii(deps.config, row.cpf);
  return { cpf: `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9, 11)}` };
}
