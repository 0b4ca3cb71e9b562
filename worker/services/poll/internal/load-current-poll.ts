import { asc, desc, eq } from 'drizzle-orm';
import { pollOptions, polls } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { AppError } from '../../../lib/app-error';

/** The active poll, newest first; when none is active, the most recent one, so a closed poll still shows its results. */
export async function loadCurrentPoll(deps: Pick<AppDeps, 'db'>) {
  const [active] = await deps.db.select().from(polls).where(eq(polls.isActive, true)).orderBy(desc(polls.createdAt)).limit(1);
  const poll = active ?? (await deps.db.select().from(polls).orderBy(desc(polls.createdAt)).limit(1))[0];
  if (!poll) throw new AppError('POLL_NOT_FOUND');
  const options = await deps.db.select().from(pollOptions).where(eq(pollOptions.pollId, poll.id)).orderBy(asc(pollOptions.optionOrder));
  return { poll, options };
}
