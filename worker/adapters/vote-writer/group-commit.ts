import { sql } from 'drizzle-orm';
import { pollOptions, polls, tshirtPollVotes } from '../../../db/schema';
import type { Db } from '../db/port';
import { voterIndexStatements, type VoterIndexEntry } from './voter-index';

/** A vote ready to store: personal data already encrypted, the CPF only as its keyed hash. */
export interface VoteRow {
  id: string;
  optionId: string;
  userId: string | null;
  /** Sealed (piiSeal), like the CPF and contact fields: the row is stored with `name_sealed = 1`. */
  participantName: string;
  cpfHash: string;
  cpfEncrypted: string;
  cpfLast4: string;
  whatsappEncrypted: string;
  emailEncrypted: string;
  raffleCoupon: string;
  voterTokenHash: string;
  createdAt: Date;
  /** The artist panel's search tokens and sort key; written in this vote's batch. */
  search?: VoterIndexEntry;
}

export interface VoteWriterOptions {
  /** Most votes written by one transaction. */
  maxBatch: number;
  /** How long the first vote of a quiet moment waits for company; 0 = until the requests already read are handled. */
  windowMs: number;
}

export interface VoteWriter {
  /** Resolves true once the vote is committed, false when a unique index or a closed poll refused it. */
  submit(row: VoteRow): Promise<boolean>;
}

/** What a waiting vote learns: its result, or that it now leads (writes the next batch itself). */
type Turn = { lead: true } | { lead: false; inserted: boolean } | { lead: false; error: unknown };

interface Pending {
  row: VoteRow;
  settle: (turn: Turn) => void;
}

const DEFAULTS: VoteWriterOptions = { maxBatch: 200, windowMs: 0 };
const BUSY_RETRIES = 5;
// Enough turns for a request read with others to get through its awaits; a quiet moment stops after one.
const GATHER_TURNS = 8;

// After the current round of I/O callbacks, so votes read from sockets together are written together.
const soon = (ms: number) =>
  new Promise<void>((resolve) => (ms === 0 && typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, ms)));

/**
 * Group commit: votes arriving together are written by ONE transaction (one
 * `db.batch`, so one fsync locally and one round trip to Turso), and each
 * caller is answered only after that transaction has committed.
 *
 * Leader-based, as in LevelDB's writer queue: the oldest waiting vote's own
 * request writes the batch, then hands the lead to the next waiting vote.
 *
 * The batch is one `INSERT … SELECT … FROM (VALUES …) WHERE poll open ON
 * CONFLICT DO NOTHING RETURNING id`: a duplicate CPF (same batch or already
 * stored), a coupon collision or a closed poll skips only that row. The second
 * statement adds to each option's counter the rows of this batch that really
 * exist, so counters always match the stored votes.
 */
export function createVoteWriter(db: Db, options: Partial<VoteWriterOptions> = {}): VoteWriter {
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

/**
 * Each vote in its own batch (still one transaction, one round trip). The Workers
 * entry hands this one in (worker/cloudflare/build-deps.ts): a request there may
 * only wait on its own I/O — one left waiting for another request's batch is
 * cancelled as hung — so votes are not grouped across the requests of an isolate.
 */
export function directVoteWriter(db: Db): VoteWriter {
  return {
    submit: (row) =>
      new Promise<boolean>((resolve, reject) => {
        void writeWithRetry(db, [{ row, settle: (t) => (t.lead ? undefined : 'error' in t ? reject(t.error) : resolve(t.inserted)) }]);
      }),
  };
}

async function writeWithRetry(db: Db, batch: Pending[]) {
  for (let attempt = 0; ; attempt++) {
    try {
      const inserted = await writeBatch(db, batch.map((p) => p.row));
      batch.forEach((p, i) => p.settle({ lead: false, inserted: inserted[i]! }));
      return;
    } catch (e) {
      if (isBusy(e) && attempt < BUSY_RETRIES) {
        await new Promise((r) => setTimeout(r, 5 * 2 ** attempt));
        continue;
      }
      if (batch.length > 1) {
        // Something other than a conflict failed: write the votes one by one so only the faulty one fails.
        for (const p of batch) await writeWithRetry(db, [p]);
        return;
      }
      batch[0]!.settle({ lead: false, error: e });
      return;
    }
  }
}

async function writeBatch(db: Db, rows: VoteRow[]): Promise<boolean[]> {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}, ${r.optionId}, ${r.userId}, ${r.participantName}, ${r.cpfHash}, ${r.cpfEncrypted}, ${r.cpfLast4}, ${r.whatsappEncrypted}, ${r.emailEncrypted}, ${r.raffleCoupon}, ${r.voterTokenHash}, ${r.createdAt.getTime()})`,
    ),
    sql`, `,
  );
  // One statement for the whole batch (one prepare, one pass over the indexes).
  // VALUES columns are column1…column12 in the order above.
  const insert = db.all<{ id: string; coupon: string }>(sql`
    INSERT INTO ${tshirtPollVotes} (id, poll_id, option_id, user_id, participant_name, cpf_hash, cpf_encrypted, cpf_last4,
      whatsapp_encrypted, email_encrypted, raffle_coupon, voter_token_hash, created_at, updated_at, name_sealed)
    SELECT v.column1, o.poll_id, o.id, v.column3, v.column4, v.column5, v.column6, v.column7,
      v.column8, v.column9, v.column10, v.column11, v.column12, v.column12, 1
    FROM (VALUES ${values}) AS v
      JOIN ${pollOptions} o ON o.id = v.column2
      JOIN ${polls} p ON p.id = o.poll_id
    WHERE p.is_active = 1 AND p.closes_at > v.column12
    ON CONFLICT DO NOTHING
    RETURNING id, raffle_coupon AS coupon`);
  const ids = rows.map((r) => r.id);
  // A retry of a stored vote (same vote key) carries that vote's id with a new coupon: only rows holding
  // this batch's coupon were written now.
  const attempts = rows.map((r) => `${r.id} ${r.raffleCoupon}`);
  // Counts come from this batch's rows found by primary key (not by option: that would scan every vote).
  const bump = db.run(sql`
    UPDATE ${pollOptions} SET vote_count = vote_count + c.n
    FROM (SELECT option_id, count(*) AS n FROM ${tshirtPollVotes}
          WHERE id IN ${ids} AND id || ' ' || raffle_coupon IN ${attempts} GROUP BY option_id) AS c
    WHERE ${pollOptions}.id = c.option_id`);
  const [inserted] = await db.batch([insert, bump, ...voterIndexStatements(db, rows)]);
  // By id AND coupon: two retries of one vote (same vote key, so the same id) can share a batch, and only one was stored.
  const stored = new Set(inserted.map((r) => `${r.id} ${r.coupon}`));
  return attempts.map((a) => stored.has(a));
}

function isBusy(e: unknown): boolean {
  const code = (e as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (e as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && /BUSY|LOCKED/.test(code);
}
