import { healthProbes } from '../../../db/schema';
import type { Db } from '../db/port';

/** A committed write through the votes' own connection: readiness asks the connection that writes. */
export async function probeVoteConnection(db: Db, now: Date): Promise<void> {
  await db
    .insert(healthProbes)
    .values({ id: 'votes', checkedAt: now })
    .onConflictDoUpdate({ target: healthProbes.id, set: { checkedAt: now } });
}
