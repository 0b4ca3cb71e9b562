import type { Db } from '../db/port';
import type { VoteWriter } from './port';
import { probeVoteConnection } from './probe';
import { writeWithRetry } from './write-votes';

/**
 * Each vote in its own batch (still one transaction, one round trip). The Workers
 * entry hands this one in (worker/cloudflare/build-deps.ts): a request there may
 * only wait on its own I/O — one left waiting for another request's batch is
 * cancelled as hung — so votes are not grouped across the requests of an isolate.
 */
export function perRequestVoteWriter(db: Db): VoteWriter {
  return {
    submit: (row) =>
      new Promise<boolean>((resolve, reject) => {
        void writeWithRetry(db, [{ row, settle: (t) => (t.lead ? undefined : 'error' in t ? reject(t.error) : resolve(t.inserted)) }]);
      }),
    probe: (now) => probeVoteConnection(db, now),
  };
}
