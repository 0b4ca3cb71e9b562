import type { Db } from '../db/port';
import type { VoteWriter } from './port';
import { probeVoteConnection } from './probe';
import { writeWithRetry, type Pending, type Turn } from './write-votes';

export interface VoteWriterOptions {
  /** Most votes written by one transaction. */
  maxBatch: number;
  /** How long the first vote of a quiet moment waits for company; 0 = until the requests already read are handled. */
  windowMs: number;
}

const DEFAULTS: VoteWriterOptions = { maxBatch: 200, windowMs: 0 };
// Enough turns for a request read with others to get through its awaits; a quiet moment stops after one.
const GATHER_TURNS = 8;

// After the current round of I/O callbacks, so votes read from sockets together are written together.
const soon = (ms: number) => new Promise<void>((resolve) => (ms === 0 ? setImmediate(resolve) : setTimeout(resolve, ms)));

/**
 * Group commit, for the one long-lived Node process (worker/node/build-deps.ts): votes
 * arriving together are written by ONE transaction (one `db.batch`, so one fsync locally),
 * and each caller is answered only after that transaction has committed.
 *
 * Leader-based, as in LevelDB's writer queue: the oldest waiting vote's own
 * request writes the batch, then hands the lead to the next waiting vote.
 * A duplicate CPF, a coupon collision or a closed poll skips only its own row (write-votes.ts).
 */
export function groupCommitVoteWriter(db: Db, options: Partial<VoteWriterOptions> = {}): VoteWriter {
  const { maxBatch, windowMs } = { ...DEFAULTS, ...options };
  const queue: Pending[] = [];
  let leading = false;

  async function lead() {
    await soon(windowMs);
    // Under load the votes read together reach the queue over several turns of the
    // event loop (body, rate limit, validation each await): gather while more keep coming.
    for (let turn = 0, seen = queue.length; turn < GATHER_TURNS && seen < maxBatch; turn++) {
      await soon(0);
      if (queue.length === seen) break;
      seen = queue.length;
    }
    const batch = queue.splice(0, maxBatch);
    try {
      await writeWithRetry(db, batch);
    } finally {
      const next = queue[0];
      if (next) next.settle({ lead: true });
      else leading = false;
    }
  }

  return {
    probe: (now) => probeVoteConnection(db, now),
    async submit(row) {
      let settle!: (turn: Turn) => void;
      let turn = new Promise<Turn>((resolve) => (settle = resolve));
      queue.push({ row, settle: (t) => settle(t) });
      if (!leading) {
        leading = true;
        settle({ lead: true });
      }
      for (;;) {
        const t = await turn;
        if (!t.lead) {
          if ('error' in t) throw t.error;
          return t.inserted;
        }
        // This request writes the next batch (its own vote is the first in it), then reads its own result.
        turn = new Promise<Turn>((resolve) => (settle = resolve));
        await lead();
      }
    },
  };
}
