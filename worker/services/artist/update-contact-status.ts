import { eq, sql } from 'drizzle-orm';
import { artistContactTracking, contactHistory, CONTACT_STATUSES as STORED_STATUSES, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { CONTACT_STATUSES, type UpdateContactInput } from '../../contracts/artist';
import { AppError } from '../../lib/app-error';

/** What the dialog needs to show the save without reading the voter again (a read would be audited as a new opening). */
export interface SavedContact {
  at: string;
  status: UpdateContactInput['status'];
  notes: string | null;
}

// The contract's statuses are the table's CHECK list, in the same order.
const _sameStatuses: readonly (typeof STORED_STATUSES)[number][] = CONTACT_STATUSES;

/**
 * Saves a contact status and notes (any status may follow any other)
 * and appends a history entry with the time, status and notes. The tracking
 * upsert and the history insert are one batch: there is never a status without
 * its history line.
 */
export async function updateContactStatus(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random'>,
  input: UpdateContactInput,
): Promise<SavedContact> {
  const [vote] = await deps.db
    .select({ id: tshirtPollVotes.id, purgedAt: tshirtPollVotes.purgedAt })
    .from(tshirtPollVotes)
    .where(eq(tshirtPollVotes.id, input.voteId))
    .limit(1);
  if (!vote || vote.purgedAt) throw new AppError('VOTER_NOT_FOUND');
  const now = deps.clock.now();
  const notes = input.notes || null;
  await deps.db.batch([
    deps.db
      .insert(artistContactTracking)
      .values({ id: deps.random.id(), voteId: input.voteId, contactStatus: input.status, notes, lastContactAt: now })
      .onConflictDoUpdate({ target: artistContactTracking.voteId, set: { contactStatus: input.status, notes, lastContactAt: now } }),
    deps.db.run(sql`
      INSERT INTO ${contactHistory} (id, tracking_id, status, notes, created_at)
      SELECT ${deps.random.id()}, id, ${input.status}, ${notes}, ${now.getTime()} FROM ${artistContactTracking} WHERE vote_id = ${input.voteId}`),
  ]);
  return { at: now.toISOString(), status: input.status, notes };
}
