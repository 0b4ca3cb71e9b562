import { sql } from 'drizzle-orm';
import { pollOptions, polls, tshirtPollVotes } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';

export interface MoveVote {
  voteId: string;
  /** The option the caller read; the move happens only if the vote is still there. */
  fromOptionId: string;
  toOptionId: string;
  now: Date;
}

/**
 * Moves one vote and both counters in one batch (one transaction). True when
 * this call moved it; false when the vote had already moved (a double click,
 * two tabs) or the poll has closed since it was read.
 */
export async function moveVote({ db }: Pick<AppDeps, 'db'>, m: MoveVote): Promise<boolean> {
  const now = m.now.getTime();
  const [moved] = await db.batch([
    db.run(sql`
      UPDATE ${tshirtPollVotes} SET option_id = ${m.toOptionId}, updated_at = ${now}
      WHERE id = ${m.voteId} AND option_id = ${m.fromOptionId}
        AND EXISTS (SELECT 1 FROM ${polls} p WHERE p.id = ${tshirtPollVotes}.poll_id AND p.is_active = 1 AND p.closes_at > ${now})`),
    // changes() is the row count of the UPDATE just above (SQLite sets it when a statement completes),
    // so the counters move only when this call really moved the vote.
    db.run(sql`
      UPDATE ${pollOptions} SET vote_count = vote_count + (CASE WHEN id = ${m.toOptionId} THEN 1 ELSE -1 END)
      WHERE id IN (${m.fromOptionId}, ${m.toOptionId}) AND changes() = 1`),
  ]);
  return moved.rowsAffected === 1;
}
