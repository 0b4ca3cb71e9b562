import { sql } from 'drizzle-orm';
import { pollOptions, polls, tshirtPollVotes } from '../../../db/schema';
import type { Db } from '../db/port';
import type { VoteRow } from './port';
import { sideRowStatements } from './side-rows';

/** What a waiting vote learns: its result, or that it now leads (writes the next batch itself). */
export type Turn = { lead: true } | { lead: false; inserted: boolean } | { lead: false; error: unknown };

export interface Pending {
  row: VoteRow;
  settle: (turn: Turn) => void;
}

const BUSY_RETRIES = 5;

/** Writes the batch (retrying a busy database) and settles each vote with its own result. */
export async function writeWithRetry(db: Db, batch: Pending[]) {
  for (let attempt = 0; ; attempt++) {
    try {
      const inserted = await writeBatch(
        db,
        batch.map((p) => p.row),
      );
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

/**
 * The batch is one `INSERT … SELECT … FROM (VALUES …) WHERE poll open ON CONFLICT DO NOTHING
 * RETURNING id`: a duplicate CPF (same batch or already stored), a coupon collision or a closed
 * poll skips only that row. The second statement adds to each option's counter the rows of this
 * batch that really exist, so counters always match the stored votes. Only what the fan's answer
 * needs is written here (the vote, its counter, its consents and e-mail link): the panel's search
 * rows follow off the path (docs/decisions/0017-deferred-voter-index.md).
 */
async function writeBatch(db: Db, rows: VoteRow[]): Promise<boolean[]> {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}, ${r.optionId}, ${r.userId}, ${r.participantName}, ${r.cpfHash}, ${r.cpfEncrypted}, ${r.cpfLast4}, ${r.whatsappEncrypted}, ${r.emailEncrypted}, ${r.raffleCoupon}, ${r.voterTokenHash}, ${r.createdAt.getTime()}, ${r.emailHash ?? null}, ${r.trace?.net ?? null}, ${r.trace?.address ?? null}, ${r.trace?.domain ?? null})`,
    ),
    sql`, `,
  );
  // One statement for the whole batch (one prepare, one pass over the indexes).
  // VALUES columns are column1…column16 in the order above.
  const insert = db.all<{ id: string; coupon: string }>(sql`
    INSERT INTO ${tshirtPollVotes} (id, poll_id, option_id, user_id, participant_name, cpf_hash, cpf_encrypted, cpf_last4,
      whatsapp_encrypted, email_encrypted, raffle_coupon, voter_token_hash, created_at, updated_at, name_sealed, email_hash,
      vote_net_hash, vote_address_hash, email_domain_hash)
    SELECT v.column1, o.poll_id, o.id, v.column3, v.column4, v.column5, v.column6, v.column7,
      v.column8, v.column9, v.column10, v.column11, v.column12, v.column12, 1, v.column13, v.column14, v.column15, v.column16
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
  const [inserted] = await db.batch([insert, bump, ...sideRowStatements(db, rows)]);
  // By id AND coupon: two retries of one vote (same vote key, so the same id) can share a batch, and only one was stored.
  const stored = new Set(inserted.map((r) => `${r.id} ${r.coupon}`));
  return attempts.map((a) => stored.has(a));
}

function isBusy(e: unknown): boolean {
  const code =
    (e as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (e as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && /BUSY|LOCKED/.test(code);
}
